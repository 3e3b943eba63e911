import { benchDriverSqlite } from './sqlite-driver.ts'

/** `npm run bench`: the speed and memory goals, measured; never timed assertions in tests. */
console.log(`Node ${process.version}, ${new Date().toISOString()}`)
console.log('\n== Driver SQLite (Knex) ==')
await benchDriverSqlite()
