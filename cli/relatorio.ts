import { readFileSync, writeFileSync } from 'node:fs'
import type { Command } from 'commander'
import { Effect, Either } from 'effect'
import type { Knex } from 'knex'
import { camadasBanco } from '../adapters/camadas.ts'
import { RELATORIOS, relatorioPorNome } from '../core/relatorios.ts'
import { RenderizadorRelatorio, gerarRelatorio, type Formato } from '../core/shared/relatorio.ts'

/** Progress on stderr, so stdout can be piped. */
const progresso = (msg: string) => process.stderr.write(`\r\x1b[K${msg}`)

/** `rh relatorio <modulo>/<nome> --filtro f.json --formato xlsx --saida arquivo` (for scheduled runs). */
export const registrarRelatorio = (p: Command, comBanco: <A>(f: (k: Knex) => Promise<A>) => Promise<A>, falhar: (m: string) => never) => {
  p.command('relatorio')
    .description(`gera um relatório em PDF ou XLSX (${RELATORIOS.map((r) => `${r.modulo}/${r.nome}`).join(', ')})`)
    .argument('<relatorio>', 'modulo/nome, por exemplo captacao/cargo')
    .option('--filtro <arquivo>', 'filtro em JSON (padrão: {})')
    .option('--formato <formato>', 'pdf ou xlsx', 'pdf')
    .option('--saida <arquivo>', 'arquivo a gravar (padrão: <nome>.<formato>)')
    .option('--empresa <id>', 'empresa do relatório', '1')
    .action(async (nome: string, o: { filtro?: string; formato: string; saida?: string; empresa: string }) => {
      const [modulo = '', rel = ''] = nome.split('/')
      const d = relatorioPorNome(modulo, rel)
      if (!d) falhar(`Relatório desconhecido: ${nome}. Disponíveis: ${RELATORIOS.map((r) => `${r.modulo}/${r.nome}`).join(', ')}`)
      if (o.formato !== 'pdf' && o.formato !== 'xlsx') falhar('Formato inválido: use pdf ou xlsx')
      const empresaId = Number(o.empresa)
      if (!Number.isSafeInteger(empresaId) || empresaId <= 0) falhar('Empresa inválida')
      let filtro: unknown = {}
      if (o.filtro) {
        try {
          filtro = JSON.parse(readFileSync(o.filtro, 'utf8'))
        } catch (e) {
          falhar(`Não foi possível ler o filtro ${o.filtro}: ${e instanceof Error ? e.message : e}`)
        }
      }
      const formato = o.formato as Formato
      const saida = o.saida ?? `${d!.nome}.${formato}`
      await comBanco(async (k) => {
        const empresa = await k('empresas').where({ id: empresaId }).first()
        if (!empresa) falhar(`Empresa ${empresaId} não encontrada`)
        const inicio = Date.now()
        progresso(`Consultando ${d!.titulo}…`)
        const r = await Effect.runPromise(
          Effect.either(
            Effect.gen(function* () {
              const doc = yield* gerarRelatorio(
                d!,
                filtro,
                { escopo: { usuarioId: 0, empresaId, empresasVisiveis: [empresaId] }, empresa: String(empresa.nome), usuario: 'rh (linha de comando)' },
                new Date().toISOString(),
              )
              progresso(`Gerando ${formato.toUpperCase()} com ${doc.quantidade} linha(s)…`)
              return yield* (yield* RenderizadorRelatorio).renderizar(doc, formato)
            }).pipe(Effect.provide(camadasBanco(k))),
          ),
        )
        progresso('')
        if (Either.isLeft(r)) {
          const e = r.left as { _tag: string; message: string; errors?: ReadonlyArray<{ field: string; message: string }> }
          falhar(e.errors?.length ? e.errors.map((x) => `${x.field}: ${x.message}`).join('\n') : e.message)
        }
        writeFileSync(saida, (r as Either.Right<never, Uint8Array>).right)
        console.log(`Relatório gravado em ${saida} (${((Date.now() - inicio) / 1000).toFixed(1)} s)`)
      })
    })
}
