import { claimUpload, type StreamedUpload, type StreamedUploads } from '../../../uploads/streamedUpload.js';
import { check, MAX_CODE_BYTES, withinBytes } from '../checks.js';

/** The arguments of `setEdgeScriptCode` that carry the code. */
export interface CodeArgs {
  code?: string | null | undefined;
  codeFile?: unknown;
}

/** The code, as text inside the request or as the file part of a multipart request. */
export type CodeArgument = { kind: 'text'; code: string } | { kind: 'file'; upload: StreamedUpload };

/** Exactly one of `code` and `codeFile`; the file is claimed, so a second field given the same file is refused. */
export function claimCode(args: CodeArgs, uploads: StreamedUploads | undefined): CodeArgument {
  const { code, codeFile } = args;
  if ((code == null) === (codeFile == null))
    throw check.refusal(
      code == null ? 'input.code' : 'input.codeFile',
      'Send exactly one of code (text) and codeFile (a file).',
    );
  if (code != null) return { kind: 'text', code: withinBytes('input.code', code, MAX_CODE_BYTES) };
  const upload = claimUpload(codeFile, uploads);
  if (!upload)
    throw check.refusal(
      'input.codeFile',
      'Send the code as the file part of a GraphQL multipart request, for one field only.',
    );
  return { kind: 'file', upload };
}
