import type { IncomingMessage } from 'node:http';
import type { CORSOptions } from '@whatwg-node/server';
import type { Config } from '../config.js';
import type { GraphqlExecutor } from '../execution/executor.js';
import { CSRF_HEADERS } from '../execution/plugins.js';
import { isBrowserPageLoad, sendGraphiqlOff } from '../graphiql/offPage.js';
import { GRAPHQL_PATH } from '../routePaths.js';
import { codeForRefusal } from '../errors/requestErrors.js';
import { ACCEPTED_MEDIA_TYPES, acceptsAnAnswer } from './accept.js';
import { applyCors } from './cors.js';
import { sendRefusal } from './jsonAnswer.js';
import { LargeBodies } from './largeBodies.js';
import { handleMultipartGraphql } from './multipartUpload.js';
import {
  type BodyProblem,
  isBodyProblem,
  isMultipart,
  largeBodyProblem,
  parseJsonBody,
  queryStringProblem,
  readJsonBody,
  requestBodyProblem,
} from './requestBody.js';
import { exactPath, type Exchange, type Route } from './router.js';
import type { RequestScope } from '../request/scope.js';
import type { Scopes } from './scopes.js';

export interface GraphqlRouteDependencies {
  readonly config: Config;
  readonly cors: CORSOptions;
  readonly executor: GraphqlExecutor;
  readonly scopes: Scopes;
}

/**
 * `/graphql`: the body's limits and encoding are checked here, before a byte of it is parsed; a multipart request's
 * file is streamed (multipartUpload.ts); everything else goes to the executor with the request's scope.
 */
export function graphqlRoute({ config, cors, executor, scopes }: GraphqlRouteDependencies): Route {
  const largeBodies = new LargeBodies(config);
  return {
    matches: exactPath(GRAPHQL_PATH),
    handle(exchange) {
      const { req, res } = exchange;
      // yoga sets CORS headers on what it answers; refusals made before yoga runs need them too, or a browser hides them.
      const refuse = (problem: BodyProblem): void => {
        applyCors(cors, req, res);
        const refusal = { code: codeForRefusal(problem.status), message: problem.message, headers: problem.headers };
        sendRefusal(res, req.headers.accept, refusal, exchange.requestId);
      };
      if (!ANSWERED_METHODS.has(req.method ?? '')) return refuse(METHOD_NOT_ALLOWED);
      if (!config.graphiql && isBrowserPageLoad(req)) return sendGraphiqlOff(req, res);
      if (unacceptable(req, config.graphiql)) return refuse(NOT_ACCEPTABLE);
      const multipart = isMultipart(req);
      const bodyProblem = requestBodyProblem(req, config, multipart) ?? queryStringProblem(req);
      if (bodyProblem) return refuse(bodyProblem);
      const scope = scopes.graphql(exchange);
      if (req.method === 'POST' && multipart) {
        applyCors(cors, req, res);
        return handleMultipartGraphql(executor, exchange, scope, {
          limits: config.limits,
          csrfHeaders: CSRF_HEADERS,
        });
      }
      if (req.method !== 'POST') return executor.viaYoga(req, res, scope);
      const notNow = largeBodies.admit(req, res);
      if (notNow) return refuse(notNow);
      answerJsonPost(exchange, { cors, executor, config }, scope, refuse);
    },
  };
}

/**
 * yoga chooses the answer's media type only once the operation has run (a mutation included), and then answers 406
 * without a body: a GET or POST whose Accept header names nothing it can answer is refused first, saying what to ask
 * for. GraphiQL's page (a browser's GET asking for HTML) is yoga's to serve.
 */
function unacceptable(req: IncomingMessage, graphiql: boolean): boolean {
  if (req.method !== 'GET' && req.method !== 'POST') return false;
  const accept = req.headers.accept;
  if (graphiql && req.method === 'GET' && accept?.includes('text/html')) return false;
  return !acceptsAnAnswer(accept);
}

/**
 * GET and POST, and the CORS preflight yoga answers. Decided before anything else: yoga's CSRF check ran first and
 * answered a keyless PUT 403 PREFLIGHT_REQUIRED, where the same PUT with a key got 405.
 */
const ANSWERED_METHODS: ReadonlySet<string> = new Set(['GET', 'POST', 'OPTIONS']);

const METHOD_NOT_ALLOWED: BodyProblem = {
  status: 405,
  message: 'The GraphQL endpoint answers GET and POST.',
  headers: { allow: 'GET, POST' },
};

const NOT_ACCEPTABLE: BodyProblem = {
  status: 406,
  message: `The Accept header names no media type the gateway answers: ask for one of ${ACCEPTED_MEDIA_TYPES}.`,
};

/**
 * The body is read here (to check its encoding), then handed to the executor parsed: yoga then reads no stream.
 * yoga sets the CORS headers of what it answers; those of the requests the executor runs itself are set here.
 */
function answerJsonPost(
  { req, res }: Exchange,
  { cors, executor, config }: Omit<GraphqlRouteDependencies, 'scopes'>,
  scope: RequestScope,
  refuse: (problem: BodyProblem) => void,
): void {
  void readJsonBody(req).then(
    (bytes) => {
      if (!Buffer.isBuffer(bytes)) return refuse(bytes);
      const body = parseJsonBody(bytes);
      if (isBodyProblem(body)) return refuse(body);
      const large =
        bytes.length > config.limits.maxRequestBytes
          ? largeBodyProblem(bytes.length, executor.largeArguments.in(body), config)
          : undefined;
      if (large) return refuse(large);
      const params = executor.plainParams(req, body);
      if (params === undefined) return executor.viaYoga(req, res, scope, body);
      applyCors(cors, req, res);
      executor.answerPlain(req, res, scope, params);
    },
    // The caller went away mid-body: there is no one to answer, and the close is logged as aborted.
    () => res.destroy(),
  );
}
