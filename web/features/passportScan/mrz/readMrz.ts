import { parse, type ParseResult } from 'mrz';
import type { ScannedDocument, ScannedField, ScannedValues } from '../scannedDocument.ts';
import { mrzDate } from './mrzDate.ts';
import { countryOfMrzCode } from './nationality.ts';
import { readNameField } from './nameField.ts';

export type MrzReading =
  /**
   * `shortened`: a name that filled the zone to its end, so the document may print more of it;
   * `unsure`: what the zone holds but could not be read for certain (a doubtful name, a state code
   * no country has), left for the guest.
   */
  | ({ kind: 'read' } & ScannedDocument)
  /** The lines were found but a check digit fails: something was misread. */
  | { kind: 'checkDigits' }
  | { kind: 'unreadable' };

/** Where the names are in each format's lines: the line, and the field's start and end. */
const NAME_FIELD = { TD1: [2, 0, 30], TD2: [0, 5, 36], TD3: [0, 5, 44] } as const;

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

/**
 * A zone's lines checked by their check digits (the `mrz` parser's ICAO 9303 rules) and turned into
 * the traveller's fields; any failing check digit fails the document. The names are read by their
 * field's grammar (nameField.ts), with the places where another character was nearly as likely
 * (`nameAlternatives`, index within the names' field); a doubtful name is left for the guest, as is
 * the nationality of a state code no country has (the specimen's Utopia), the rest being filled.
 */
export function readMrz(
  lines: readonly string[],
  today: string,
  nameAlternatives?: ReadonlyMap<number, string>,
): MrzReading {
  let result: ParseResult;
  try {
    result = parse([...lines], { autocorrect: true });
  } catch {
    return { kind: 'unreadable' };
  }
  if (!(result.format in NAME_FIELD)) return { kind: 'unreadable' };
  if (result.details.some((detail) => detail.field?.endsWith('CheckDigit') && !detail.valid))
    return { kind: 'checkDigits' };
  const { fields } = result;
  const [nameLine, nameStart, nameEnd] = NAME_FIELD[result.format as keyof typeof NAME_FIELD];
  const names = readNameField(lines[nameLine]!.slice(nameStart, nameEnd), nameAlternatives);
  // The raw code, since the parser voids a state it does not know (UTO) and keeps `D` as it is.
  const nationalityRange = result.details.find((detail) => detail.field === 'nationality')?.ranges[0];
  const nationality =
    nationalityRange && lines[nationalityRange.line]?.slice(nationalityRange.start, nationalityRange.end);
  const country = nationality ? countryOfMrzCode(nationality) : undefined;
  const values: ScannedValues = {
    lastname: names.surname ? titleCase(names.surname) : undefined,
    firstname: names.given ? titleCase(names.given) : undefined,
    ...documentNumbers(result),
    passportType: documentType(result),
    countryOrigin: country,
    birthday: fields.birthDate ? mrzDate(fields.birthDate, 'birth', today) : undefined,
    salutation: fields.sex === 'male' ? 'M' : fields.sex === 'female' ? 'F' : undefined,
    passportExpDate: fields.expirationDate ? mrzDate(fields.expirationDate, 'expiry', today) : undefined,
  };
  const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as ScannedValues;
  const unsure: ScannedField[] = names.doubtful.map((part) =>
    part === 'surname' ? 'lastname' : 'firstname',
  );
  if (!country && nationality && nationality.replace(/</g, '')) unsure.push('countryOrigin');
  const shortened: ScannedField[] = !names.shortened
    ? []
    : names.given !== undefined
      ? ['firstname']
      : names.surname !== undefined
        ? ['lastname']
        : [];
  return { kind: 'read', values: filled, shortened, unsure };
}
