import { referencia } from '../../shared/campos.ts'
import { defineConsulta, type Coluna, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { COLUNA_MATRICULA, COLUNA_TALENTO, menuRelatorioDesenvolvimento, ROLE_DESENVOLVIMENTO } from './comum.ts'

/** Day columns of the SQL's rows: `dia:YYYY-MM-DD:T` (T the shift, '-' without one) with 'P' present, 'F' absent. */
export const PREFIXO_DIA = 'dia:'
export const tituloDoDia = (campo: string) => {
  const [, d = '', turno = '-'] = campo.split(':')
  return `${d.slice(8, 10)}/${d.slice(5, 7)}${turno === '-' ? '' : ` ${turno}`}`
}

/**
 * Lista de presença (spec 002 relatorios/presenca): a class's participants × its days, 'P' where present ('F' where
 * absent once the class is held; blank before), the attendance % and a column to sign. One row per participant.
 */
export const consultaPresenca = defineConsulta({
  nome: 'desenvolvimento/presenca',
  autoridade: ROLE_DESENVOLVIMENTO,
  campos: { turmaId: referencia({ label: 'Turma', resource: 'desenvolvimento/turmas', required: true, feminino: true }) },
  colunas: (_f, linhas) => {
    const dias = Object.keys(linhas?.[0] ?? {})
      .filter((k) => k.startsWith(PREFIXO_DIA))
      .sort()
    return [
      COLUNA_TALENTO,
      COLUNA_MATRICULA,
      ...dias.map((campo): Coluna => ({ campo, titulo: tituloDoDia(campo), tipo: 'texto', largura: 0.5 })),
      { campo: 'percentual', titulo: 'Frequência', tipo: 'percentual', largura: 0.8 },
      { campo: 'assinatura', titulo: 'Assinatura', tipo: 'texto', largura: 2.5 },
    ]
  },
  agruparPor: () => 'turma',
})
export type FiltroPresenca = FiltroSql<typeof consultaPresenca>

/** The title line of the class, the group of every row: 'NR-35 Trabalho em Altura — NR-35 Turma 1 (Instrutor: Carlos)'. */
export const tituloDaTurma = (l: Linha) => `${String(l['curso'] ?? '')} — ${String(l['descricao'] ?? '')} (Instrutor: ${String(l['instrutor'] ?? '')})`

export const relatorioPresenca = defineRelatorio({
  consulta: consultaPresenca,
  titulo: 'Lista de Presença',
  menu: menuRelatorioDesenvolvimento(1),
  orientacao: 'paisagem',
  descreverFiltro: () => 'Participantes × dias da turma',
})
