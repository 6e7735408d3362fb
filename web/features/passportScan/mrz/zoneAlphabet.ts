/** The machine-readable zone's characters (ICAO 9303): the filler, the digits and the capital letters. */
export const ZONE_ALPHABET = '<0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
