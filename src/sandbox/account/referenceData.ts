/**
 * bunny.net's reference lists as the sandbox answers them (`GET /country`, `GET /region`): a believable excerpt,
 * the same for every account, long enough to page through. Not bunny.net's real list or prices.
 */

/** [ISO code, name, in the EU, VAT rate %, points of presence]. */
const COUNTRIES: readonly [string, string, boolean, number, string[]][] = [
  ['AT', 'Austria', true, 20, ['Vienna']],
  ['AU', 'Australia', false, 0, ['Sydney', 'Melbourne', 'Perth']],
  ['BE', 'Belgium', true, 21, ['Brussels']],
  ['BR', 'Brazil', false, 0, ['Sao Paulo']],
  ['CA', 'Canada', false, 0, ['Toronto', 'Montreal', 'Vancouver']],
  ['CH', 'Switzerland', false, 0, ['Zurich']],
  ['CZ', 'Czechia', true, 21, ['Prague']],
  ['DE', 'Germany', true, 19, ['Frankfurt', 'Berlin', 'Munich']],
  ['DK', 'Denmark', true, 25, ['Copenhagen']],
  ['ES', 'Spain', true, 21, ['Madrid', 'Barcelona']],
  ['FI', 'Finland', true, 25.5, ['Helsinki']],
  ['FR', 'France', true, 20, ['Paris', 'Marseille']],
  ['GB', 'United Kingdom', false, 0, ['London', 'Manchester']],
  ['HK', 'Hong Kong', false, 0, ['Hong Kong']],
  ['IE', 'Ireland', true, 23, ['Dublin']],
  ['IN', 'India', false, 0, ['Mumbai', 'Chennai']],
  ['IT', 'Italy', true, 22, ['Milan', 'Rome']],
  ['JP', 'Japan', false, 0, ['Tokyo', 'Osaka']],
  ['KE', 'Kenya', false, 0, ['Nairobi']],
  ['MX', 'Mexico', false, 0, ['Queretaro']],
  ['NL', 'Netherlands', true, 21, ['Amsterdam']],
  ['NO', 'Norway', false, 0, ['Oslo']],
  ['PL', 'Poland', true, 23, ['Warsaw']],
  ['PT', 'Portugal', true, 23, ['Lisbon']],
  ['SE', 'Sweden', true, 25, ['Stockholm']],
  ['SG', 'Singapore', false, 0, ['Singapore']],
  ['SI', 'Slovenia', true, 22, ['Ljubljana']],
  ['US', 'United States', false, 0, ['New York', 'Los Angeles', 'Chicago', 'Dallas', 'Miami']],
  ['ZA', 'South Africa', false, 0, ['Johannesburg', 'Cape Town']],
];

export function countryModels(): Record<string, unknown>[] {
  return COUNTRIES.map(([code, name, isEu, taxRate, pops]) => ({
    Name: name,
    IsoCode: code,
    IsEU: isEu,
    TaxRate: taxRate,
    TaxPrefix: isEu ? code : null,
    FlagUrl: `https://bunnycdn.com/img/flags/${code.toLowerCase()}.png`,
    PopList: pops,
  }));
}

/** [code, name, continent, country, latitude, longitude, price per GB in USD]. */
const REGIONS: readonly [string, string, string, string, number, number, number][] = [
  ['DE', 'Frankfurt', 'EU', 'DE', 50.11, 8.68, 0.01],
  ['UK', 'London', 'EU', 'GB', 51.51, -0.13, 0.01],
  ['FR', 'Paris', 'EU', 'FR', 48.86, 2.35, 0.01],
  ['NL', 'Amsterdam', 'EU', 'NL', 52.37, 4.9, 0.01],
  ['SE', 'Stockholm', 'EU', 'SE', 59.33, 18.07, 0.01],
  ['ES', 'Madrid', 'EU', 'ES', 40.42, -3.7, 0.01],
  ['IT', 'Milan', 'EU', 'IT', 45.46, 9.19, 0.01],
  ['PL', 'Warsaw', 'EU', 'PL', 52.23, 21.01, 0.01],
  ['NY', 'New York', 'NA', 'US', 40.71, -74.01, 0.01],
  ['LA', 'Los Angeles', 'NA', 'US', 34.05, -118.24, 0.01],
  ['CH', 'Chicago', 'NA', 'US', 41.88, -87.63, 0.01],
  ['DA', 'Dallas', 'NA', 'US', 32.78, -96.8, 0.01],
  ['MI', 'Miami', 'NA', 'US', 25.76, -80.19, 0.01],
  ['TO', 'Toronto', 'NA', 'CA', 43.65, -79.38, 0.01],
  ['SG', 'Singapore', 'AS', 'SG', 1.35, 103.82, 0.03],
  ['TY', 'Tokyo', 'AS', 'JP', 35.68, 139.69, 0.03],
  ['HK', 'Hong Kong', 'AS', 'HK', 22.32, 114.17, 0.03],
  ['MU', 'Mumbai', 'AS', 'IN', 19.08, 72.88, 0.03],
  ['SY', 'Sydney', 'OC', 'AU', -33.87, 151.21, 0.03],
  ['BR', 'Sao Paulo', 'SA', 'BR', -23.55, -46.63, 0.045],
  ['QR', 'Queretaro', 'SA', 'MX', 20.59, -100.39, 0.045],
  ['JH', 'Johannesburg', 'AF', 'ZA', -26.2, 28.05, 0.06],
  ['NB', 'Nairobi', 'AF', 'KE', -1.29, 36.82, 0.06],
];

export function regionModels(): Record<string, unknown>[] {
  return REGIONS.map(([code, name, continent, country, latitude, longitude, price], index) => ({
    Id: index + 1,
    Name: `${continent}: ${name}, ${country}`,
    PricePerGigabyte: price,
    RegionCode: code,
    ContinentCode: continent,
    CountryCode: country,
    Latitude: latitude,
    Longitude: longitude,
    AllowLatencyRouting: index % 4 !== 3,
  }));
}
