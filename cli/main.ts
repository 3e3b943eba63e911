import { CommanderError } from 'commander'
import { ErroCli, programa } from './programa.ts'

/** `rh …`: the program of ./programa.ts, with its exit codes (0 ok, 1 expected failure, 2 unexpected). */
const principal = async (argv: string[]) => {
  try {
    await programa().parseAsync(argv)
  } catch (e) {
    if (e instanceof CommanderError) process.exit(e.exitCode)
    if (e instanceof ErroCli) {
      console.error(`Erro: ${e.message}`)
      process.exit(1)
    }
    console.error('Erro:', e instanceof Error ? e.message : e)
    process.exit(2)
  }
}

await principal(process.argv)
