import type { Relatorio } from '../../shared/relatorio.ts'
import { relatorioAbsenteismo } from './absenteismo.ts'
import { relatorioAdmitidos } from './admitidos.ts'
import { relatorioAniversariantesMes } from './aniversariantes-mes.ts'
import { relatorioAniversariantesTempoEmpresa } from './aniversariantes-tempo-de-empresa.ts'
import { relatorioCotaAprendizes } from './cbo-efeito-aprendiz.ts'
import { relatorioDesligamentos } from './desligamentos.ts'
import { relatorioFormacaoEscolar } from './formacao-escolar.ts'
import { relatorioGeracoes } from './geracoes.ts'
import { relatorioTurnover } from './indicador-turnover.ts'
import { relatorioOcorrencias } from './ocorrencias.ts'
import { relatorioResultadosEntrevistas } from './resultados-entrevistas-desligamentos.ts'
import { relatorioTalentoCertificado } from './talento-certificado.ts'
import { relatorioTalentoDinamico } from './talento-dinamico.ts'
import { relatorioTaxaDemissao } from './taxa-demissao.ts'

/** The talent reports of spec 001 §7 'Talent management' (POST …/relatorios/<nome>). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reports of every filter shape: Relatorio is invariant in its fields
export const RELATORIOS_GESTAO_TALENTOS: ReadonlyArray<Relatorio<any, any>> = [
  relatorioAbsenteismo,
  relatorioTurnover,
  relatorioOcorrencias,
  relatorioDesligamentos,
  relatorioResultadosEntrevistas,
  relatorioAniversariantesMes,
  relatorioAniversariantesTempoEmpresa,
  relatorioGeracoes,
  relatorioAdmitidos,
  relatorioFormacaoEscolar,
  relatorioTalentoCertificado,
  relatorioTaxaDemissao,
  relatorioCotaAprendizes,
  relatorioTalentoDinamico,
]
