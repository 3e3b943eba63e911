import { Schema } from 'effect'
import { data, grupo, inteiro, referencia } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'
import { validarBoxesNineBox, validarPercentuaisNineBox } from './nineBox.ts'
import { ROLE_AVALIACAO } from './periodos-experiencia.ts'

/** A box's title (≤ 24, checked by the rules with the spec's message) and description. */
export const BoxNineBox = Schema.Struct({
  nomeclatura: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(200)))),
  descricao: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(4000)))),
})

// No defaults here: a cleared field must give the §5 message, not turn back into 33; the new form is filled from
// `GET padrao` (33/66 and the default boxes by the axis setting). Range and digits are checked by the rules.
const box = (n: number) => grupo({ label: `Box ${n}`, value: BoxNineBox })
const percentual = (label: string) => inteiro({ label })

export const JA_EXISTE_NINE_BOX = 'Já existe um Nine Box para esta avaliação de desempenho'

export const camposNineBox = {
  avaliacaoDesempenhoId: referencia({ label: 'Avaliação de Desempenho', resource: 'avaliacao/avaliacoes-desempenho', required: true, list: true, feminino: true, unique: JA_EXISTE_NINE_BOX }),
  data: data({ label: 'Data', required: true, list: true }),
  percentualBaixoPotencial: percentual('Percentual de baixo potencial'),
  percentualAltoPotencial: percentual('Percentual de alto potencial'),
  percentualBaixoDesempenho: percentual('Percentual de baixo desempenho'),
  percentualAltoDesempenho: percentual('Percentual de alto desempenho'),
  box1: box(1),
  box2: box(2),
  box3: box(3),
  box4: box(4),
  box5: box(5),
  box6: box(6),
  box7: box(7),
  box8: box(8),
  box9: box(9),
}

/**
 * Nine box of a performance evaluation (spec 002 /avaliacao/ninebox, §3 "Nine box", §5 "Nine box"): the thresholds of
 * potential and performance and the nine boxes' titles and descriptions; one per evaluation. The chart
 * (`chart/:id`) places each evaluated (nineBoxCasos.ts). Messages of §5 verbatim (nineBox.ts).
 */
export const nineBox = defineResource({
  name: 'avaliacao/ninebox',
  table: 'nine_box',
  label: 'Nine Box',
  labelSingular: 'Nine Box',
  scope: 'empresa',
  authority: ROLE_AVALIACAO,
  fields: camposNineBox,
  omitirNaLista: ['box1', 'box2', 'box3', 'box4', 'box5', 'box6', 'box7', 'box8', 'box9'],
  sort: { field: 'data', order: 'DESC' },
  menu: { grupo: 'Avaliação', ordem: 5 },
  rules: (e) => [...validarPercentuaisNineBox(e), ...validarBoxesNineBox([e.box1, e.box2, e.box3, e.box4, e.box5, e.box6, e.box7, e.box8, e.box9])],
})
