import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { atitudes, conhecimentos, habilidades } from '../../../core/cargo-salario/competencias.ts'
import { configuracoesNiveisCompetenciaFaixaSalarial } from '../../../core/cargo-salario/configuracoes-niveis-competencia-faixa-salarial.ts'
import { gravarCompetencia } from '../../../core/cargo-salario/gravarCompetencia.ts'
import { niveisCompetenciaHistorico } from '../../../core/cargo-salario/niveis-competencia-historico.ts'
import { consultaMatrizTalentosCompetencias } from '../../../core/cargo-salario/relatorios/competencias.ts'
import { competenciasDoTalento } from '../../../core/gestao-talentos/competenciasDoTalento.ts'
import { TODAS_AUTORIDADES } from '../../../core/modulos.ts'
import { atorSistema } from '../../../core/shared/ator.ts'
import { consultar } from '../../../core/shared/consulta.ts'
import { criar, listar, obter, remover } from '../../../core/shared/crud.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../../core/shared/datas.ts'
import { urlPostgres } from '../../support/banco.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

/**
 * The SQL of competencies on both databases, over the demo: the behaviours read with their item (a JSON array in
 * their order), whether a configuration uses an item (`existeNivelCompetencia`, read in the configurations' JSON
 * text), whether a level history governs configurations (`podeEditar`), a history owned by the company (`vigencia`
 * with `empresaId`), and the matrix report agreeing with the core's comparison of each employee.
 */
const hoje = diaEmSaoPaulo(Date.now())
const pg = urlPostgres()
const bancos: Array<[string, { url?: string; schema?: string }]> = [['SQLite', {}], ...(pg ? [['PostgreSQL', { url: pg, schema: `competencias_${process.pid}` }] as [string, { url?: string; schema?: string }]] : [])]

describe.each(bancos)('competências em %s', (_nome, banco) => {
  let amb: AmbienteTeste
  const ator = atorSistema({ usuarioId: 0, empresaId: 1, empresasVisiveis: [1] }, TODAS_AUTORIDADES)
  const rodar = <A, E>(e: Effect.Effect<A, E, unknown>) => amb.runtime.runPromise(e as Effect.Effect<A, E, never>)
  let area: number
  beforeAll(async () => {
    amb = await criarAmbiente(banco)
    area = Number((await amb.knex('areas_organizacionais').where('empresaId', 1).orderBy('id').first('id')).id)
  }, 180_000)
  afterAll(async () => amb?.fechar())

  it('os comportamentos voltam com o item, na ordem, com os ids; a contagem', async () => {
    const r = await rodar(gravarCompetencia(habilidades, ator, undefined, { nome: 'Escrita técnica', areasOrganizacionais: [area], competencias: [{ descricao: 'Primeiro' }, { descricao: 'Segundo' }, { descricao: 'Terceiro' }] }))
    const [a, b, c] = r['competencias'] as Array<{ id: number; descricao: string }>
    const trocado = await rodar(gravarCompetencia(habilidades, ator, r.id, { nome: 'Escrita técnica', areasOrganizacionais: [area], competencias: [c, a, { descricao: 'Quarto' }] }))
    expect(trocado['competencias']).toEqual([c, a, { id: expect.any(Number), descricao: 'Quarto' }])
    expect(trocado['quantidadeComportamentos']).toBe(3)
    expect(b!.id).not.toBe(a!.id)
    const lista = (await rodar(listar(habilidades, ator, { filter: { id: r.id } }))).rows[0]!
    expect(lista['quantidadeComportamentos']).toBe(3)
    expect('competencias' in lista).toBe(false)
  })

  it('existeNivelCompetencia: usada numa configuração de faixa ou de talento', async () => {
    const nova = await rodar(gravarCompetencia(atitudes, ator, undefined, { nome: 'Resiliência', areasOrganizacionais: [area] }))
    expect(nova['existeNivelCompetencia']).toBe(false)
    const faixa = Number((await amb.knex('faixas_salariais').where('empresaId', 1).orderBy('id').first('id')).id)
    const nivel = Number((await amb.knex('niveis_competencia').where({ empresaId: 1, descricao: 'Básico' }).first('id')).id)
    const cfg = await rodar(criar(configuracoesNiveisCompetenciaFaixaSalarial, ator, { faixaSalarialId: faixa, data: adicionarDias(hoje, 1), configsNiveisCompetencias: [{ competenciaId: nova.id, competenciaPeso: 1, nivelCompetenciaId: nivel }] }))
    expect((await rodar(obter(atitudes, ator, nova.id)))['existeNivelCompetencia']).toBe(true)
    // Another item whose id starts the same digits is not taken for it.
    const dezena = Number(`${nova.id}0`)
    expect((await amb.knex('competencias').where('id', dezena)).length === 0 || (await rodar(obter(conhecimentos, ator, dezena)))['existeNivelCompetencia'] === false).toBe(true)
    await rodar(remover(configuracoesNiveisCompetenciaFaixaSalarial, ator, cfg.id))
    expect((await rodar(obter(atitudes, ator, nova.id)))['existeNivelCompetencia']).toBe(false)
    const demo = await amb.knex('competencias').where({ empresaId: 1, nome: 'Operação de máquinas' }).first('id')
    expect((await rodar(obter(habilidades, ator, Number(demo.id))))['existeNivelCompetencia']).toBe(true)
  })

  it('podeEditar e a vigência de um histórico da empresa (não encadeia com o de outra)', async () => {
    const demo = (await rodar(listar(niveisCompetenciaHistorico, ator, { filter: {} }))).rows
    expect(demo.map((h) => h['podeEditar'])).toEqual([false, false])
    const nivel = Number((await amb.knex('niveis_competencia').where({ empresaId: 1, descricao: 'Básico' }).first('id')).id)
    const linhas = [{ nivelCompetenciaId: nivel, ordem: 1, percentual: 50 }]
    const novo = await rodar(criar(niveisCompetenciaHistorico, ator, { data: adicionarDias(hoje, 20), considerarPercentualMinimo: true, configHistoricosNiveis: linhas }))
    expect(novo['podeEditar']).toBe(true)
    expect((await rodar(obter(niveisCompetenciaHistorico, ator, demo[0]!.id)))['dataFim']).toBe(adicionarDias(hoje, 20))
    // Company 2's history is its own line.
    const norte = atorSistema({ usuarioId: 0, empresaId: 2, empresasVisiveis: [2] }, TODAS_AUTORIDADES)
    const nivelNorte = await rodar(criar((await import('../../../core/cargo-salario/niveis-competencia.ts')).niveisCompetencia, norte, { descricao: 'Único', ordem: 1, percentual: 10 }))
    const h2 = await rodar(criar(niveisCompetenciaHistorico, norte, { data: adicionarDias(hoje, 10), considerarPercentualMinimo: true, configHistoricosNiveis: [{ nivelCompetenciaId: nivelNorte.id, ordem: 1, percentual: 10 }] }))
    expect(h2['dataFim']).toBeNull()
    expect((await rodar(obter(niveisCompetenciaHistorico, ator, demo[0]!.id)))['dataFim']).toBe(adicionarDias(hoje, 20))
    // A configuration dated within the new history's period: it is no longer editable.
    const faixa = Number((await amb.knex('faixas_salariais').where('empresaId', 1).orderBy('id').first('id')).id)
    const comp = Number((await amb.knex('competencias').where({ empresaId: 1, nome: 'Comunicação' }).first('id')).id)
    await rodar(criar(configuracoesNiveisCompetenciaFaixaSalarial, ator, { faixaSalarialId: faixa, data: adicionarDias(hoje, 25), configsNiveisCompetencias: [{ competenciaId: comp, competenciaPeso: 1, nivelCompetenciaId: nivel }] }))
    expect((await rodar(obter(niveisCompetenciaHistorico, ator, novo.id)))['podeEditar']).toBe(false)
  })

  it('a matriz (SQL do adaptador) dá a cada talento a aderência que o core calcula para a configuração dele', async () => {
    const faixa = Number((await amb.knex('faixas_salariais as f').join('cargos as c', 'c.id', 'f.cargo_id').where({ 'c.nome': 'Analista de Sistemas', 'f.nome': 'Júnior' }).first('f.id')).id)
    const r = await rodar(consultar(consultaMatrizTalentosCompetencias, { data: hoje, faixaSalarialId: faixa }, ator))
    expect(r.linhas.length).toBeGreaterThan(0)
    let comparados = 0
    for (const l of r.linhas) {
      const c = await amb.knex('colaboradores').where({ empresaId: 1, nome: l['talento'] }).first('id')
      const cfg = await amb.knex('config_niveis_competencia_colaboradores').where('colaboradorId', c.id).where('data', '<=', hoje).orderBy('data', 'desc').first('id', 'faixaSalarialId')
      if (!cfg || Number(cfg.faixaSalarialId) !== faixa) continue
      const doCore = await rodar(competenciasDoTalento(ator, Number(cfg.id)))
      expect(l['aderencia'], String(l['talento'])).toBe(doCore.aderencia)
      comparados++
    }
    expect(comparados).toBeGreaterThan(0)
  })
})
