import { executarCli } from './programa.ts'

/** `rh …`: the program of ./programa.ts with its exit codes; a command that keeps running (serve) keeps the process. */
const codigo = await executarCli(process.argv)
if (codigo !== 0) process.exit(codigo)
