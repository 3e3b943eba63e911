import { defineModulo } from '../shared/modulo.ts'
import { afastamentos } from './afastamentos.ts'
import { ambientes } from './ambientes.ts'
import { atestados, ROLE_DADOS_SAUDE } from './atestados.ts'
import { cids } from './cids.ts'
import { colaboradorAfastamentos, ROLE_AFASTAMENTOS } from './colaborador-afastamentos.ts'
import { ACOES_AFASTAMENTOS } from './colaboradorAfastamentosAcoes.ts'
import { comAcoes } from '../shared/resource.ts'
import { funcoes } from './funcoes.ts'

/**
 * Occupational safety and health (spec 002 /sst). For now the two records an employee's history names, functions and
 * environments; the rest of SST (risks, exams, EPIs, eSocial) grows here.
 */
export const moduloSst = defineModulo({
  nome: 'sst',
  grupo: { nome: 'SST', ordem: 7 },
  autoridades: [
    { id: 'ROLE_SST_CADASTROS', name: 'SST: cadastros (funções, ambientes, motivos de afastamento)' },
    { id: ROLE_AFASTAMENTOS, name: 'SST: afastamentos dos talentos' },
    { id: ROLE_DADOS_SAUDE, name: 'SST: dados de saúde — CID e atestados médicos (LGPD art. 11; cada leitura vai ao log)' },
  ],
  recursos: [funcoes, ambientes, afastamentos, cids, comAcoes(colaboradorAfastamentos, ACOES_AFASTAMENTOS), atestados],
})
