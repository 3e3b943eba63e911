/** PostgreSQL suites run when TEST_DATABASE_URL is set; with REQUIRE_POSTGRES=1 (CI) its absence is a failure. */
export const urlPostgres = (): string | undefined => {
  const url = process.env['TEST_DATABASE_URL']
  if (url) return url
  if (process.env['REQUIRE_POSTGRES'] === '1') throw new Error('REQUIRE_POSTGRES=1 mas TEST_DATABASE_URL não foi definido')
  console.warn('\n*** TESTES EM POSTGRESQL PULADOS: defina TEST_DATABASE_URL=postgres://… ***\n')
  return undefined
}
