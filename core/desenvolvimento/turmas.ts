import { Schema } from 'effect'
import { booleano, data, dinheiro, inteiro, lista, referencia, texto, valorDinheiro, valorReferencia } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'
import { ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'
import { validarPeriodoTurma } from './frequencia.ts'

/** One line of a class's expenses: its type and amount (centavos). */
export const ItemDespesa = Schema.Struct({
  tipoDespesaId: valorReferencia({ label: 'Tipo de despesa' }),
  valor: valorDinheiro({ label: 'Valor' }),
})
export type ItemDespesa = typeof ItemDespesa.Type

/** An attached document of the class (core/desenvolvimento/documentosTurma.ts): its file is in the `Arquivos` store. */
export const DocumentoAnexo = Schema.Struct({ id: Schema.Number, nome: Schema.String, tipo: Schema.String, tamanho: Schema.Number, data: Schema.String })
export type DocumentoAnexo = typeof DocumentoAnexo.Type

/**
 * A class of a course (spec 002 /desenvolvimento/turmas, §3 'Class', §5: descricao, custo, instrutor and start date
 * required; 'A data final deve ser maior que a data inicial'): who teaches it where, its cost (centavos), planned
 * period and participants, online, held (`realizada`), attendance per shift (`porTurno`). Its days
 * (`dias-turmas`), participants and their attendance (`colaborador-turma`) are records of their own; its expenses by
 * type are set by `PUT /{id}/despesas` (state `despesas`).
 */
export const turmas = defineResource({
  name: 'desenvolvimento/turmas',
  table: 'turmas',
  label: 'Turmas',
  labelSingular: 'Turma',
  scope: 'empresa',
  authority: ROLE_DESENVOLVIMENTO,
  fields: {
    cursoId: referencia({ label: 'Curso', resource: 'desenvolvimento/cursos', required: true, list: true }),
    descricao: texto({ label: 'Descrição', max: 100, required: true, list: true, feminino: true }),
    instrutor: texto({ label: 'Instrutor', max: 100, required: true, list: true }),
    instituicao: texto({ label: 'Instituição', max: 100, feminino: true }),
    custo: dinheiro({ label: 'Custo', required: true }),
    dataPrevIni: data({ label: 'Data inicial', required: true, list: true }),
    dataPrevFim: data({ label: 'Data final', list: true }),
    qtdParticipantesPrevistos: inteiro({ label: 'Participantes previstos', min: 0, max: 99999 }),
    realizada: booleano({ label: 'Realizada', list: true, feminino: true }),
    online: booleano({ label: 'Online', feminino: true }),
    porTurno: booleano({ label: 'Presença por turno', feminino: true }),
  },
  estado: {
    despesas: lista({ label: 'Despesas', item: ItemDespesa, max: 100, feminino: true }),
    documentoAnexos: lista({ label: 'Documentos', item: DocumentoAnexo, max: 100 }),
  },
  colunas: {
    nomeCurso: texto({ label: 'Curso', max: 100 }),
    qtdParticipantes: inteiro({ label: 'Participantes', list: true }),
  },
  omitirNaLista: ['despesas', 'documentoAnexos'],
  rules: (t) => validarPeriodoTurma(t),
  sort: { field: 'dataPrevIni', order: 'DESC' },
  menu: { grupo: 'Desenvolvimento', ordem: 4 },
})
