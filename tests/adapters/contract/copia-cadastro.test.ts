import { Effect, Either } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TODAS_AUTORIDADES } from '../../../core/modulos.ts'
import { RECURSOS } from '../../../core/recursos.ts'
import { atorSistema } from '../../../core/shared/ator.ts'
import { criar } from '../../../core/shared/crud.ts'
import { copiarCadastros, EMPRESAS_DIFERENTES, gruposCopiaveis, recursosCopiaveis, type ResultadoCopia } from '../../../core/utilitario/copia-cadastro.ts'
import { empresas } from '../../../core/utilitario/empresas.ts'
import { urlPostgres } from '../../support/banco.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

/**
 * Utilitários › Cópia de Cadastros on both databases, over the demo company: into an empty company (references
 * remapped to the copies: a range's cargo, the area tree), into itself refused, twice into the same target
 * (everything reused the second time, no row added), and all or nothing (a failure midway leaves the target as it was).
 */
const pg = urlPostgres()
const bancos: Array<[string, { url?: string; schema?: string }]> = [['SQLite', {}], ...(pg ? [['PostgreSQL', { url: pg, schema: `copia_cadastro_${process.pid}` }] as [string, { url?: string; schema?: string }]] : [])]

/** Tables of the copyable declarations (each once). */
const TABELAS = [...new Set(recursosCopiaveis(RECURSOS).map((r) => r.table))]

describe.each(bancos)('cópia de cadastros em %s', (_nome, banco) => {
  let amb: AmbienteTeste
  let vazia: number
  let ator: ReturnType<typeof atorSistema>
  const rodar = <A, E>(e: Effect.Effect<A, E, unknown>) => amb.runtime.runPromise(Effect.either(e as Effect.Effect<A, E, never>))
  const copiar = async (origem: number, destino: number, cadastros?: string[]) => {
    const r = await rodar(copiarCadastros(ator, { origem, destino, ...(cadastros ? { cadastros } : {}) }, RECURSOS))
    if (Either.isLeft(r)) throw new Error(JSON.stringify(r.left))
    return r.right as ResultadoCopia
  }
  const contagens = async (empresaId: number) =>
    Object.fromEntries(await Promise.all(TABELAS.map(async (t) => [t, Number((await amb.knex(t).where('empresaId', empresaId).count({ n: '*' }))[0]!.n)] as const)))
  const soma = (r: ResultadoCopia, k: 'copiados' | 'reaproveitados') => r.recursos.reduce((a, x) => a + x[k], 0)

  beforeAll(async () => {
    amb = await criarAmbiente(banco)
    const sistema = atorSistema({ usuarioId: 0, empresaId: 1, empresasVisiveis: [1] }, TODAS_AUTORIDADES)
    const e = await rodar(criar(empresas, sistema, { nome: 'Empresa Vazia' }))
    if (Either.isLeft(e)) throw new Error(JSON.stringify(e.left))
    vazia = e.right.id
    ator = atorSistema({ usuarioId: 0, empresaId: 1, empresasVisiveis: [1, vazia] }, TODAS_AUTORIDADES)
  }, 180_000)
  afterAll(async () => amb?.fechar())

  it('nenhuma declaração de pessoas é copiável; os grupos vêm das declarações', () => {
    const nomes = recursosCopiaveis(RECURSOS).map((r) => r.name)
    for (const pessoa of ['captacao/candidatos', 'cargo-salario/colaboradores', 'cargo-salario/colaboradores/historicos', 'utilitario/usuarios', 'gestao-talentos/ocorrencias', 'sst/colaborador-afastamentos']) {
      expect(nomes).not.toContain(pessoa)
    }
    expect(gruposCopiaveis(RECURSOS).map((g) => g.grupo)).toContain('Cargos e Faixas Salariais')
    const colaboradores = RECURSOS.find((r) => r.name === 'cargo-salario/colaboradores')!
    const marcado = { ...colaboradores, copia: { grupo: 'Pessoas', chave: ['nome'] } }
    expect(() => recursosCopiaveis([...RECURSOS, marcado])).toThrow('não pode ser copiado')
    const historicos = RECURSOS.find((r) => r.name === 'cargo-salario/colaboradores/historicos')!
    expect(() => recursosCopiaveis([...RECURSOS.filter((r) => r !== historicos), { ...historicos, copia: { grupo: 'Pessoas', chave: ['data'] } }])).toThrow('não pode ser copiado')
  })

  it('para a própria empresa: recusada com a mensagem da especificação', async () => {
    const r = await rodar(copiarCadastros(ator, { origem: 1, destino: 1 }, RECURSOS))
    expect(Either.isLeft(r) && r.left).toMatchObject({ _tag: 'ValidacaoFalhou', errors: [{ field: 'destino', message: EMPRESAS_DIFERENTES }] })
  })

  it('uma falha no meio deixa o destino como estava (uma transação)', async () => {
    const antes = await contagens(vazia)
    // The target's indices refuse inserts: areas and cargos (copied before) must go back too.
    if (banco.url) {
      await amb.knex.raw(`CREATE FUNCTION ${banco.schema}.falhar() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'falha provocada'; END $$ LANGUAGE plpgsql`)
      await amb.knex.raw(`CREATE TRIGGER falhar BEFORE INSERT ON ${banco.schema}.indice_historicos FOR EACH ROW EXECUTE FUNCTION ${banco.schema}.falhar()`)
    } else {
      await amb.knex.raw(`CREATE TRIGGER falhar BEFORE INSERT ON indice_historicos BEGIN SELECT RAISE(ABORT, 'falha provocada'); END`)
    }
    try {
      await expect(copiar(1, vazia)).rejects.toThrow()
    } finally {
      await amb.knex.raw(banco.url ? `DROP TRIGGER falhar ON ${banco.schema}.indice_historicos` : 'DROP TRIGGER falhar')
    }
    expect(await contagens(vazia)).toEqual(antes)
    expect(await amb.knex('auditoria').where({ entidade: 'utilitario/copia-cadastro' })).toEqual([])
  })

  it('da demonstração para uma empresa vazia: copia, remapeia as referências e registra no log', async () => {
    const origem = await contagens(1)
    const r = await copiar(1, vazia)
    const depois = await contagens(vazia)
    expect(soma(r, 'copiados')).toBeGreaterThan(20)
    expect(soma(r, 'reaproveitados')).toBe(0)
    for (const linha of r.recursos) expect(linha.ignorados, linha.recurso).toEqual([])
    // Every row of the source's copyable tables is in the target (none of the target's was there before).
    for (const t of TABELAS) expect(depois[t], t).toBe(origem[t])

    // A cargo's salary range points at the target's cargo; the area tree at the target's areas.
    const faixas = await amb.knex('faixas_salariais').where('faixas_salariais.empresaId', vazia).join('cargos', 'cargos.id', 'faixas_salariais.cargoId').select('cargos.empresaId as dona')
    expect(faixas.length).toBeGreaterThan(0)
    expect(new Set(faixas.map((f: any) => Number(f.dona)))).toEqual(new Set([vazia]))
    const areas = await amb.knex('areas_organizacionais').where('empresaId', vazia)
    const ids = new Set(areas.map((a: any) => Number(a.id)))
    const filhas = areas.filter((a: any) => a.areaMaeId !== null)
    expect(filhas.length).toBeGreaterThan(0)
    for (const a of filhas) expect(ids.has(Number(a.areaMaeId))).toBe(true)
    const [maeOrigem] = await amb.knex('areas_organizacionais as f').join('areas_organizacionais as m', 'm.id', 'f.areaMaeId').where('f.empresaId', 1).select('f.nome as filha', 'm.nome as mae')
    const [maeDestino] = await amb.knex('areas_organizacionais as f').join('areas_organizacionais as m', 'm.id', 'f.areaMaeId').where({ 'f.empresaId': vazia, 'f.nome': maeOrigem.filha }).select('m.nome as mae')
    expect(maeDestino.mae).toBe(maeOrigem.mae)
    const historicos = await amb.knex('faixa_salarial_historicos as h').join('faixas_salariais as f', 'f.id', 'h.faixaSalarialId').where('h.empresaId', vazia).select('f.empresaId as dona')
    expect(historicos.length).toBeGreaterThan(0)
    expect(new Set(historicos.map((h: any) => Number(h.dona)))).toEqual(new Set([vazia]))
    // No person came along.
    for (const t of ['candidatos', 'colaboradores', 'colaborador_historicos']) expect(await amb.knex(t).where('empresaId', vazia)).toEqual([])

    const log = await amb.knex('auditoria').where({ entidade: 'utilitario/copia-cadastro' })
    expect(log).toHaveLength(1)
    expect(Number(log[0].empresaId)).toBe(vazia)
    expect(JSON.parse(log[0].depois)).toMatchObject({ origem: 1, destino: vazia })
  })

  it('de novo para o mesmo destino: tudo reaproveitado, nada duplicado', async () => {
    const antes = await contagens(vazia)
    const r = await copiar(1, vazia)
    expect(soma(r, 'copiados')).toBe(0)
    expect(soma(r, 'reaproveitados')).toBe(Object.values(antes).reduce((a, n) => a + n, 0))
    expect(await contagens(vazia)).toEqual(antes)
  })

  it('só os grupos escolhidos; uma referência a um grupo não escolhido é achada pelo nome no destino', async () => {
    const sistema = atorSistema({ usuarioId: 0, empresaId: 1, empresasVisiveis: [1] }, TODAS_AUTORIDADES)
    const e = await rodar(criar(empresas, sistema, { nome: 'Empresa Parcial' }))
    if (Either.isLeft(e)) throw new Error(JSON.stringify(e.left))
    const parcial = e.right.id
    ator = atorSistema({ usuarioId: 0, empresaId: 1, empresasVisiveis: [1, vazia, parcial] }, TODAS_AUTORIDADES)
    // Cargos alone: their required areas are not in the target, so each cargo (and its ranges) is left out, said why.
    const sem = await copiar(1, parcial, ['Cargos e Faixas Salariais'])
    expect(new Set(sem.recursos.map((x) => x.grupo))).toEqual(new Set(['Cargos e Faixas Salariais']))
    const cargos = sem.recursos.find((x) => x.recurso === 'cargo-salario/cargos')!
    expect(cargos.copiados).toBe(0)
    expect(cargos.ignorados.length).toBeGreaterThan(0)
    expect(cargos.ignorados[0]!.motivo).toContain('registro não encontrado na empresa de destino')
    expect(await amb.knex('cargos').where('empresaId', parcial)).toEqual([])
    // With the areas there first, the cargos find them by name.
    await copiar(1, parcial, ['Áreas Organizacionais'])
    const com = await copiar(1, parcial, ['Cargos e Faixas Salariais'])
    const depois = com.recursos.find((x) => x.recurso === 'cargo-salario/cargos')!
    expect(depois.copiados).toBe(Number((await amb.knex('cargos').where('empresaId', 1).count({ n: '*' }))[0]!.n))
    const areasDosCargos = (await amb.knex('cargos').where('empresaId', parcial)).flatMap((c: any) => JSON.parse(c.areasOrganizacionais) as number[])
    const areasParcial = new Set((await amb.knex('areas_organizacionais').where('empresaId', parcial)).map((a: any) => Number(a.id)))
    for (const a of areasDosCargos) expect(areasParcial.has(a)).toBe(true)
  })
})
