import type { Knex } from 'knex'
import { reencadear } from '../../adapters/db/vigencia.ts'
import type { CenarioSalarios } from '../core/cargo-salario/salario-arbitrarios.ts'
import { inserirLinha } from './banco.ts'

/** The salary tables a random scenario fills (emptied before each). */
export const TABELAS_SALARIO = ['colaborador_historicos', 'colaboradores', 'faixa_salarial_historicos', 'faixas_salariais', 'indice_historicos', 'indices']

/** Where a scenario's employees work (one company, establishment, area and cargo). */
export interface BaseCenario {
  readonly empresa: number
  readonly estab: number
  readonly area: number
  readonly cargo: number
}

let seq = 0

/**
 * Writes random salary scenarios (tests/core/cargo-salario/salario-arbitrarios.ts) straight into a migrated database,
 * as the repository keeps them (validity chained by `reencadear`), for the SQL ↔ core contracts.
 */
export const cenarioNoBanco = (k: Knex, base: BaseCenario) => {
  const colaborador = (empresaId: number, o: Record<string, unknown> = {}) =>
    inserirLinha(k, 'colaboradores', { empresaId, nome: `Talento ${++seq}`, nomeBusca: `talento ${String(seq).padStart(6, '0')}`, cpf: '52998224725', dataNascimento: '1990-01-01', sexo: 'F', dataAdmissao: '2000-01-01', ...o })
  const historico = (colaboradorId: number, o: Record<string, unknown>) =>
    inserirLinha(k, 'colaborador_historicos', { empresaId: base.empresa, colaboradorId, motivo: 'AD', estabelecimentoId: base.estab, areaOrganizacionalId: base.area, cargoId: base.cargo, ...o })

  /**
   * Stores a scenario (positions → ids) and answers the ids. `motivo` names each employee row's reason from its rank
   * among that employee's rows by date (0 = the first; every row 'AD' unless said).
   */
  const gravar = async (c: CenarioSalarios, motivo: (rank: number, n: number, linha: number) => string = () => 'AD') => {
    for (const t of TABELAS_SALARIO) await k(t).delete()
    const empresaId = base.empresa
    const indices: number[] = []
    for (const [i, hs] of c.indices.entries()) {
      const id = await inserirLinha(k, 'indices', { empresaId, nome: `Índice ${i}` })
      indices.push(id)
      for (const h of hs) await inserirLinha(k, 'indice_historicos', { empresaId, indiceId: id, data: h.data, valor: h.valor })
    }
    await reencadear(k, 'indice_historicos', 'indiceId', indices)
    const faixas: number[] = []
    for (const [f, hs] of c.faixas.entries()) {
      const id = await inserirLinha(k, 'faixas_salariais', { empresaId, cargoId: base.cargo, nome: `Faixa ${f}` })
      faixas.push(id)
      for (const h of hs) {
        await inserirLinha(k, 'faixa_salarial_historicos', {
          empresaId,
          faixaSalarialId: id,
          data: h.data,
          tipo: h.tipo,
          indiceId: h.indiceId == null ? null : indices[h.indiceId],
          quantidade: h.quantidade ?? null,
          valor: h.valor ?? null,
        })
      }
    }
    await reencadear(k, 'faixa_salarial_historicos', 'faixaSalarialId', faixas)
    const colaboradores: number[] = []
    for (const [n, hs] of c.colaboradores.entries()) {
      const id = await colaborador(empresaId)
      colaboradores.push(id)
      const datas = hs.map((h) => h.data).sort()
      for (const [i, h] of hs.entries()) {
        await historico(id, {
          data: h.data,
          motivo: motivo(datas.indexOf(h.data), n, i),
          tipoSalario: h.tipoSalario,
          faixaSalarialId: h.faixaSalarialId == null ? null : faixas[h.faixaSalarialId],
          indiceId: h.indiceId == null ? null : indices[h.indiceId],
          quantidade: h.quantidade ?? null,
          salario: h.salario ?? null,
        })
      }
    }
    await reencadear(k, 'colaborador_historicos', 'colaboradorId', colaboradores)
    return { indices, faixas, colaboradores }
  }
  return { colaborador, historico, gravar }
}
