import { parse, type ParseResult } from 'mrz';
import type { ScannedDocument, ScannedField, ScannedValues } from '../scannedDocument.ts';
import { mrzDate } from './mrzDate.ts';
import { countryOfMrzCode } from './nationality.ts';

export type MrzReading =
  /** `shortened`: a name that filled the zone to its end, so the document may print more of it. */
  | ({ kind: 'read' } & ScannedDocument)
  /** The lines were found but a check digit fails: something was misread. */
  | { kind: 'checkDigits' }
  | { kind: 'unreadable' };

/** Where the name ends in each format's lines: its line and the index of its last character. */
const NAME_END = { TD1: [2, 29], TD2: [0, 35], TD3: [0, 43] } as const;

const titleCase = (words: string) =>
  words
    .toLowerCase()
    .replace(/(^|[ -])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());

function documentType(result: ParseResult): string | undefined {
  const code = result.fields.documentCode ?? '';
  if (code.startsWith('P')) return 'PP';
  if (/^[IAC]/.test(code)) return result.fields.issuingState === 'D' ? 'PA' : 'ID';
  return undefined;
}

/** A Spanish DNI or NIE: eight digits, or X, Y or Z and seven, then the check letter. */
const SPANISH_ID_NUMBER = /^(\d{8}|[XYZ]\d{7})[A-Z]$/;

/**
 * The document's numbers as the registration asks them. A Spanish identity card's zone
 * holds its support number where other documents hold their number, and the DNI itself in the
 * optional data: Spain asks for both, the DNI as the document's number.
 */
function documentNumbers(result: ParseResult): Pick<ScannedValues, 'passID' | 'documentSupportNumber'> {
  const { fields } = result;
  const dni = fields.optional1?.replace(/</g, '') ?? '';
  if (result.format === 'TD1' && fields.issuingState === 'ESP' && SPANISH_ID_NUMBER.test(dni))
    return { passID: dni, documentSupportNumber: result.documentNumber ?? undefined };
  return { passID: result.documentNumber ?? undefined };
}

function shortenedName(result: ParseResult, lines: readonly string[]): ScannedField[] {
  if (!(result.format in NAME_END)) return [];
  const [line, end] = NAME_END[result.format as keyof typeof NAME_END];
  if (lines[line]?.[end] === '<') return [];
  return result.fields.firstName ? ['firstname'] : ['lastname'];
}

/**
 * A zone's lines checked by their check digits (the `mrz` parser's ICAO 9303 rules) and turned into
 * the traveller's fields. A state the parser does not know (the specimen's Utopia) leaves the
 * nationality empty rather than failing the document; any failing check digit fails it.
 */
export function readMrz(lines: readonly string[], today: string): MrzReading {
  let result: ParseResult;
  try {
    result = parse([...lines], { autocorrect: true });
  } catch {
    return { kind: 'unreadable' };
  }
  if (result.details.some((detail) => detail.field?.endsWith('CheckDigit') && !detail.valid))
    return { kind: 'checkDigits' };
  const { fields } = result;
  // The raw code, since the parser voids a state it does not know (UTO) and keeps `D` as it is.
  const nationalityRange = result.details.find((detail) => detail.field === 'nationality')?.ranges[0];
  const nationality =
    nationalityRange && lines[nationalityRange.line]?.slice(nationalityRange.start, nationalityRange.end);
  const values: ScannedValues = {
    lastname: fields.lastName ? titleCase(fields.lastName) : undefined,
    firstname: fields.firstName ? titleCase(fields.firstName) : undefined,
    ...documentNumbers(result),
    passportType: documentType(result),
    countryOrigin: nationality ? countryOfMrzCode(nationality) : undefined,
    birthday: fields.birthDate ? mrzDate(fields.birthDate, 'birth', today) : undefined,
    salutation: fields.sex === 'male' ? 'M' : fields.sex === 'female' ? 'F' : undefined,
    passportExpDate: fields.expirationDate ? mrzDate(fields.expirationDate, 'expiry', today) : undefined,
  };
  const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as ScannedValues;
  return { kind: 'read', values: filled, shortened: shortenedName(result, lines) };
}
