import { useEffect, useState } from 'react'
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material'
import { AutocompleteInput, Form, ReferenceInput, useNotify } from 'react-admin'
import { useWatch } from 'react-hook-form'
import type { PropostaContratacao, ResultadoContratacao } from '../../../../core/captacao/contratarCandidato.ts'
import { colaboradores, historicosColaborador } from '../../../../core/cargo-salario/colaboradores.ts'
import { TIPO_SALARIO_CARGO, TIPO_SALARIO_INDICE, TIPO_SALARIO_VALOR } from '../../../../core/cargo-salario/salario.ts'
import { formatarDinheiro } from '../../../../core/shared/formatos.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { FocarPrimeiroErro, MODO_SUBMIT } from '../../comum/formulario.tsx'
import { Entrada } from '../../generico/Entrada.tsx'
import { erroDe } from './api.ts'

const RECURSO = colaboradores.name
/** The employee's fields the dialog asks (the rest comes from the candidate). */
const DADOS = ['dataAdmissao', 'matricula', 'cpf', 'dataNascimento', 'sexo', 'vinculo'] as const
const POSICAO = ['estabelecimentoId', 'areaOrganizacionalId', 'cargoId', 'funcaoId', 'ambienteId', 'tipoSalario'] as const

const dado = (k: (typeof DADOS)[number]) => <Entrada key={k} recurso={RECURSO} fonte={k} campo={colaboradores.fields[k]} modo="create" />
const posicao = (k: keyof typeof historicosColaborador.fields) => (
  <Entrada key={k} recurso={RECURSO} fonte={`historico.${k}`} campo={historicosColaborador.fields[k]} modo="create" />
)

/** The salary part: the range (of the chosen cargo) and its value, an index × quantity, or a value. */
const Salario = ({ valorFaixa }: { readonly valorFaixa: number | null }) => {
  const tipo = Number(useWatch({ name: 'historico.tipoSalario' }))
  const cargoId = useWatch({ name: 'historico.cargoId' }) as number | undefined
  return (
    <>
      <ReferenceInput source="historico.faixaSalarialId" reference="cargo-salario/faixas-salariais" filter={cargoId ? { cargoId } : {}}>
        <AutocompleteInput label="Faixa Salarial" isRequired={tipo === TIPO_SALARIO_CARGO} fullWidth sx={{ maxWidth: 640 }} />
      </ReferenceInput>
      {tipo === TIPO_SALARIO_CARGO && valorFaixa !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Valor atual da faixa proposta: {formatarDinheiro(valorFaixa)}
        </Typography>
      )}
      {tipo === TIPO_SALARIO_INDICE && (
        <>
          {posicao('indiceId')}
          {posicao('quantidade')}
        </>
      )}
      {tipo === TIPO_SALARIO_VALOR && posicao('salario')}
    </>
  )
}

const pegar = (o: Readonly<Record<string, unknown>>, chaves: ReadonlyArray<string>) => Object.fromEntries(chaves.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]))

/**
 * 'Contratar' on the board: the candidate becomes an employee. The dialog shows what the request proposes
 * (position, range or salary) and the candidate's identifying data, editable; asks the admission date; and shows
 * the server's refusals on their fields (data the candidate lacks, such as the birth date) or as a list.
 */
export const DialogoContratar = ({
  linkId,
  nome,
  aoFechar,
  aoContratar,
}: {
  readonly linkId: number | undefined
  readonly nome: string
  readonly aoFechar: () => void
  readonly aoContratar: (r: ResultadoContratacao) => void
}) => {
  const [proposta, setProposta] = useState<PropostaContratacao>()
  const [erro, setErro] = useState<string>()
  const [outros, setOutros] = useState<ReadonlyArray<string>>([])
  const [ocupado, setOcupado] = useState(false)
  const notify = useNotify()
  useEffect(() => {
    setProposta(undefined)
    setErro(undefined)
    setOutros([])
    if (linkId === undefined) return
    chamarAcao('captacao/candidato-solicitacao', 'contratacao', { id: linkId }).then(setProposta, (e) => setErro(erroDe(e).mensagem))
  }, [linkId])

  const enviar = async (valores: Record<string, unknown>) => {
    setOcupado(true)
    setOutros([])
    try {
      const r = await chamarAcao('captacao/candidato-solicitacao', 'contratar', { id: linkId!, corpo: valores })
      aoContratar(r)
      return undefined
    } catch (e) {
      const { mensagem, campos } = erroDe(e)
      const noDialogo = (k: string) => (DADOS as ReadonlyArray<string>).includes(k) || k.startsWith('historico.')
      const fora = Object.entries(campos).filter(([k]) => !noDialogo(k))
      setOutros(fora.map(([, m]) => m))
      if (!Object.keys(campos).length) notify(mensagem, { type: 'warning' })
      return Object.fromEntries(Object.entries(campos).filter(([k]) => noDialogo(k)))
    } finally {
      setOcupado(false)
    }
  }

  const padrao = proposta ? { ...pegar(proposta.corpo, DADOS), historico: proposta.corpo.historico } : undefined
  return (
    <Dialog open={linkId !== undefined} onClose={aoFechar} maxWidth="md" fullWidth aria-labelledby="contratar-titulo">
      <DialogTitle id="contratar-titulo">Contratar {nome}</DialogTitle>
      {erro && (
        <>
          <DialogContent>
            <Alert severity="warning">{erro}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={aoFechar}>Fechar</Button>
          </DialogActions>
        </>
      )}
      {!erro && !proposta && (
        <DialogContent>
          <CircularProgress aria-label="Carregando" />
        </DialogContent>
      )}
      {proposta && (
        <Form {...MODO_SUBMIT} defaultValues={padrao} onSubmit={enviar} id="form-contratar">
          <FocarPrimeiroErro />
          <DialogContent dividers>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              O talento é cadastrado com os dados pessoais, formações, experiências, idiomas e certificados do candidato.
            </Typography>
            {proposta.pendencias.length > 0 && (
              <Alert severity="info" sx={{ mb: 2 }} data-testid="pendencias-contratacao">
                Complete o que falta ao cadastro do candidato: {proposta.pendencias.map((p) => p.message).join('; ')}
              </Alert>
            )}
            {outros.length > 0 && (
              <Alert severity="warning" sx={{ mb: 2 }} data-testid="erros-contratacao">
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {outros.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              </Alert>
            )}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}>
              <Stack>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                  Admissão
                </Typography>
                {DADOS.map(dado)}
              </Stack>
              <Stack>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                  Posição e salário (proposta da solicitação)
                </Typography>
                {POSICAO.map(posicao)}
                <Salario valorFaixa={proposta.valorFaixa} />
              </Stack>
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={aoFechar} color="inherit">
              Cancelar
            </Button>
            <Button type="submit" variant="contained" color="success" disabled={ocupado}>
              Contratar
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  )
}
