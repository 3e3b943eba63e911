import { useState } from 'react'
import { Button, Checkbox, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup } from '@mui/material'
import { useNotify } from 'react-admin'
import { ATRASADO, A_VENCER, PREVISTO, RESPONDIDO } from '../../../../core/avaliacao/acompanhamentos.ts'
import { ROLE_ACOMPANHAMENTO_EXPERIENCIA } from '../../../../core/avaliacao/colaboradores-questionarios.ts'
import { temAutoridade } from '../../../../core/sessao/autoridades.ts'
import { urlAcao, type ResultadoAcao } from '../../api/acoes.ts'
import { baixar } from '../../captacao/candidatos/api.ts'
import { useUserinfo } from '../../sessao/estado.ts'

export const RECURSO = 'avaliacao/colaboradores-questionarios'
export const BASE = '/avaliacao/acompanhamentos-periodos-experiencia'

export type Previsto = ResultadoAcao<typeof RECURSO, 'pendentes'>[number]

const CORES: Readonly<Record<string, 'error' | 'warning' | 'info' | 'success' | 'default'>> = {
  [ATRASADO]: 'error',
  [A_VENCER]: 'warning',
  [PREVISTO]: 'info',
  [RESPONDIDO]: 'success',
}

/** The follow-up's situation on the date, coloured (overdue red, due soon amber, expected blue, answered green). */
export const ChipSituacao = ({ a }: { readonly a: Pick<Previsto, 'situacao' | 'situacaoNome'> }) => (
  <Chip size="small" label={a.situacaoNome} color={CORES[a.situacao] ?? 'default'} data-testid="situacao-acompanhamento" />
)

/** Who may open these screens: the managers and HR (ROLE_ACOMPANHAMENTO_EXPERIENCIA). */
export const usePodeAcompanhar = () => {
  const u = useUserinfo()
  return !!u && temAutoridade(u.authorities, ROLE_ACOMPANHAMENTO_EXPERIENCIA)
}

/** The address that answers a period's follow-up of an employee (the model chosen there when the period has several). */
export const enderecoResponder = (a: Pick<Previsto, 'colaboradorId' | 'periodoExperienciaId' | 'modelos'>) =>
  `${BASE}/talento/${a.colaboradorId}/responder?periodo=${a.periodoExperienciaId}${a.modelos.length === 1 ? `&modelo=${a.modelos[0]!.id}` : ''}`

/** 'Imprimir': the answered follow-up's PDF with the two options of spec 002 (grouped by aspect, economic mode). */
export const BotaoImprimir = ({ id, variant = 'outlined' }: { readonly id: number; readonly variant?: 'outlined' | 'text' }) => {
  const notify = useNotify()
  const [aberto, setAberto] = useState(false)
  const [agruparPorAspecto, setAgrupar] = useState(false)
  const [modoEconomico, setEconomico] = useState(false)
  const imprimir = () => {
    setAberto(false)
    baixar(urlAcao(RECURSO, 'imprimir-avaliacao-respondida'), 'POST', { colaboradorQuestionarioId: id, agruparPorAspecto, modoEconomico }).catch((e: unknown) =>
      notify(e instanceof Error ? e.message : 'Erro', { type: 'warning' }),
    )
  }
  return (
    <>
      <Button variant={variant} size="small" onClick={() => setAberto(true)}>
        Imprimir
      </Button>
      <Dialog open={aberto} onClose={() => setAberto(false)}>
        <DialogTitle>Imprimir acompanhamento</DialogTitle>
        <DialogContent>
          <FormGroup>
            <FormControlLabel control={<Checkbox checked={agruparPorAspecto} onChange={(e) => setAgrupar(e.target.checked)} />} label="Agrupar por aspecto" />
            <FormControlLabel control={<Checkbox checked={modoEconomico} onChange={(e) => setEconomico(e.target.checked)} />} label="Modo econômico" />
          </FormGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAberto(false)}>Cancelar</Button>
          <Button variant="contained" onClick={imprimir}>
            Gerar PDF
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
