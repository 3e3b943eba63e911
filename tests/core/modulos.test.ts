import { describe, expect, it } from 'vitest'
import { AUTORIDADES, GRUPOS_MENU, MODULOS } from '../../core/modulos.ts'
import { RECURSOS } from '../../core/recursos.ts'

/** The manifests are the one place a module is declared: what derives from them must be whole and consistent. */
describe('módulos', () => {
  it('cada recurso pertence ao módulo do seu caminho, uma vez só', () => {
    for (const m of MODULOS) for (const r of m.recursos) expect(r.name.split('/')[0], r.name).toBe(m.nome)
    const nomes = RECURSOS.map((r) => r.name)
    expect(new Set(nomes).size).toBe(nomes.length)
  })

  it('toda autoridade usada por um recurso, leitura ou ação está no catálogo, e o catálogo não se repete', () => {
    const ids = AUTORIDADES.map((a) => a.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const r of RECURSOS) {
      for (const a of [r.authority, r.readAuthority, ...(r.acoes ?? []).map((x) => x.autoridade)]) {
        if (a) expect(ids, `${r.name}: ${a}`).toContain(a)
      }
    }
  })

  it('o editor de perfis oferece o catálogo inteiro, lido depois de carregados todos os módulos', () => {
    const perfis = RECURSOS.find((r) => r.name === 'utilitario/perfis')!
    expect(perfis.fields['autoridades']!.options?.map((o) => o.id)).toEqual(AUTORIDADES.map((a) => a.id))
  })

  it('os grupos do menu seguem a ordem declarada pelos módulos', () => {
    expect(GRUPOS_MENU).toEqual(['Captação e Seleção', 'Cargos e Salários', 'Gestão de Talentos', 'Pesquisa', 'Desenvolvimento', 'Avaliação', 'SST', 'Utilitários'])
  })
})

describe('log de alterações', () => {
  it('nomeia cada alteração pela tela, não pelo nome interno; data e hora como instante', async () => {
    const { recursoPorNome } = await import('../../core/recursos.ts')
    const log = recursoPorNome('utilitario/log')!
    const entidade = log.fields['entidade']!
    expect(entidade.options?.find((o) => o.id === 'captacao/candidatos')?.name).toBe('Candidatos')
    expect(entidade.options?.find((o) => o.id === 'sessao')?.name).toBe('Sessão')
    expect(log.fields['em']!.kind).toBe('dataHora')
  })
})

describe('menu', () => {
  it('nenhuma tela ou relatório repete o nome de outro no menu (antes: Avaliações de Candidatos duas vezes)', async () => {
    const { RELATORIOS } = await import('../../core/relatorios.ts')
    const nomes = [...RECURSOS.filter((r) => r.menu).map((r) => r.label), ...RELATORIOS.filter((r) => r.menu).map((r) => r.titulo)]
    const repetidos = nomes.filter((n, i) => nomes.indexOf(n) !== i)
    expect(repetidos).toEqual([])
  })
})
