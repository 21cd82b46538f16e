/** A json value read from the database: node-postgres parses it, the embedded database may hand back its text. */
export const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
