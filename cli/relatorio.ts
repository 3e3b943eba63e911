import { readFileSync, writeFileSync } from 'node:fs'
import type { Command } from 'commander'
import { Effect, Either } from 'effect'
import type { comPlataforma } from '../adapters/plataforma.ts'
import { Repositorio } from '../core/shared/repositorio.ts'
import { empresas } from '../core/utilitario/empresas.ts'
import { RELATORIOS, relatorioPorNome } from '../core/relatorios.ts'
import { atorSistema } from '../core/shared/ator.ts'
import { TODAS_AUTORIDADES } from '../core/modulos.ts'
import { gerarRelatorio } from '../core/shared/relatorio.ts'

/** Progress on stderr, so stdout can be piped. */
const progresso = (msg: string) => process.stderr.write(`\r\x1b[K${msg}`)

/** `rh relatorio <modulo>/<nome> --filtro f.json --formato xlsx --saida arquivo` (for scheduled runs). */
export const registrarRelatorio = (p: Command, comBanco: typeof comPlataforma, falhar: (m: string) => never) => {
  p.command('relatorio')
    .description(`gera um relatório em PDF ou XLSX (${RELATORIOS.length} relatórios; rh relatorio --help lista todos)`)
    .addHelpText('after', () => {
      const nomes = RELATORIOS.map((r) => `${r.modulo}/${r.nome}`)
      const largura = Math.max(...nomes.map((n) => n.length))
      return `\nRelatórios:\n${RELATORIOS.map((r, i) => `  ${nomes[i]!.padEnd(largura)}  ${r.titulo}`).join('\n')}`
    })
    .argument('<relatorio>', 'modulo/nome, por exemplo captacao/cargo')
    .option('--filtro <arquivo>', 'filtro em JSON (padrão: {})')
    .option('--formato <formato>', 'pdf ou xlsx', 'pdf')
    .option('--saida <arquivo>', 'arquivo a gravar (padrão: <nome>.<formato>)')
    .option('--empresa <id>', 'empresa do relatório', '1')
    .action(async (nome: string, o: { filtro?: string; formato: string; saida?: string; empresa: string }) => {
      const [modulo = '', rel = ''] = nome.split('/')
      const d = relatorioPorNome(modulo, rel)
      if (!d) falhar(`Relatório desconhecido: ${nome} (rh relatorio --help lista os disponíveis)`)
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
      const saida = o.saida ?? `${d!.nome}.${o.formato}`
      await comBanco(async (pl) => {
        const escopo = { usuarioId: 0, empresaId, empresasVisiveis: [empresaId] }
        const empresa = await pl.executar(Effect.flatMap(Repositorio, (repo) => repo.get(empresas, escopo, empresaId)))
        if (Either.isLeft(empresa)) return falhar(`Empresa ${empresaId} não encontrada`)
        // The installation acting on its own: every authority, the one company asked for.
        const ator = { ...atorSistema(escopo, TODAS_AUTORIDADES), usuario: { id: 0, nome: 'rh (linha de comando)' }, empresa: { id: empresaId, nome: String(empresa.right['nome']) } }
        const inicio = Date.now()
        progresso(`Gerando ${d!.titulo}…`)
        // The same use case as POST /api/<modulo>/relatorios/<nome>: consulta, document, file.
        const r = await pl.executar(gerarRelatorio(d!, filtro, ator, o.formato))
        progresso('')
        if (Either.isLeft(r)) {
          const e = r.left
          return falhar('errors' in e && e.errors.length ? e.errors.map((x) => `${x.field}: ${x.message}`).join('\n') : e.message)
        }
        const arquivo = r.right
        writeFileSync(saida, arquivo.bytes)
        console.log(`Relatório gravado em ${saida}: ${arquivo.quantidade} linha(s) (${((Date.now() - inicio) / 1000).toFixed(1)} s)`)
      })
    })
}
