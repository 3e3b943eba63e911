import { CamposExtrasInput, CamposObrigatoriosInput } from '../../captacao/candidatos/CamposEmpresa.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'

/** The company screen stays generic; only the candidate-form settings need their own editors. */
const telas: TelasPersonalizadas = {
  entradas: { camposObrigatoriosCandidato: CamposObrigatoriosInput, camposExtrasCandidato: CamposExtrasInput },
}
export default telas
