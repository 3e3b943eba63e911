import { useCallback, useEffect, useState } from 'react'
import { Button, Card, CardContent, CardHeader, MenuItem, TextField } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useNotify } from 'react-admin'
import { RESULTADOS_PALOGRAFICO, type examesPalografico } from '../../../../core/captacao/exames-palografico.ts'
import { formatarData, formatarInteiro } from '../../../../core/shared/formatos.ts'
import type { RegistroDe } from '../../../../core/shared/resource.ts'
import { enviarJson, httpClient } from '../../api/http.ts'
import { Confirmacao } from '../../comum/Confirmacao.tsx'
import { DialogoEdicao, GradeDialogo, Largo, TabelaEditavel, type Coluna } from '../../comum/TabelaEditavel.tsx'
import { CONFIRMAR_REMOCAO } from '../../generico/BotaoRemover.tsx'
import { CampoData, CampoTexto } from './Campos.tsx'
import { falhaDe, hojeSp, URL_CANDIDATOS } from './api.ts'

/** An exam as the API answers it. */
type Exame = RegistroDe<typeof examesPalografico>
/** An exam as the dialog edits it and the PATCH sends it: typed values stay as typed, the server names the field. */
type Rascunho = Readonly<Record<string, unknown>>

const COLUNAS: ReadonlyArray<Coluna<Exame>> = [
  { titulo: 'Data', valor: (e) => (e.data ? formatarData(e.data) : '') },
  { titulo: 'Produtividade', valor: (e) => (e.produtividade == null ? '' : formatarInteiro(e.produtividade)), alinhar: 'right' },
  { titulo: 'NOR (%)', valor: (e) => (e.nor == null ? '' : formatarInteiro(e.nor)), alinhar: 'right' },
  { titulo: 'Resultado', valor: (e) => RESULTADOS_PALOGRAFICO.find((r) => r.id === e.resultado)?.name ?? '' },
  { titulo: 'Observação', valor: (e) => e.observacao ?? '' },
]

/** Digits become a number; anything else stays as typed so the server names the field. */
const inteiroDigitado = (v: string | undefined) => (v === undefined ? undefined : /^\d+$/.test(v) ? Number(v) : v)

/** The candidate's palographic exams (spec 000 §7.3 GET/PATCH candidatos/{id}/exames-palografico). */
export const ExamesCandidato = ({ candidatoId }: { readonly candidatoId: number }) => {
  const notify = useNotify()
  const url = `${URL_CANDIDATOS}/${candidatoId}/exames-palografico`
  const [exames, setExames] = useState<Exame[]>([])
  const [editando, setEditando] = useState<{ indice: number | null; valor: Rascunho } | null>(null)
  const [erros, setErros] = useState<Record<string, string>>({})
  const [removendo, setRemovendo] = useState<number | null>(null)
  const carregar = useCallback(() => {
    httpClient(url)
      .then((r) => setExames(r.json as Exame[]))
      .catch(() => setExames([]))
  }, [url])
  useEffect(carregar, [carregar])

  const gravar = async (lista: ReadonlyArray<Rascunho>, indice: number | null) => {
    try {
      const r = await enviarJson(url, 'PATCH', lista)
      setExames(r.json as Exame[])
      setEditando(null)
      setErros({})
      return true
    } catch (e) {
      const { mensagem, campos } = falhaDe(e)
      const porCampo = campos ?? {}
      const prefixo = `exames.${indice ?? lista.length - 1}.`
      setErros(Object.fromEntries(Object.entries(porCampo).filter(([k]) => k.startsWith(prefixo)).map(([k, v]) => [k.slice(prefixo.length), v])))
      if (!Object.keys(porCampo).length) notify(mensagem, { type: 'error' })
      return false
    }
  }
  const salvar = async () => {
    if (!editando) return
    const lista = editando.indice === null ? [...exames, editando.valor] : exames.map((x, i) => (i === editando.indice ? editando.valor : x))
    if (await gravar(lista, editando.indice)) notify('Exame palográfico salvo com sucesso.', { type: 'success', autoHideDuration: 3000 })
  }
  const set = (k: string) => (v: unknown) => setEditando((x) => (x ? { ...x, valor: { ...x.valor, [k]: v } } : x))
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="exames-palografico">
      <CardHeader
        title="Exames palográficos"
        titleTypographyProps={{ variant: 'subtitle1', fontWeight: 600 }}
        action={
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => (setErros({}), setEditando({ indice: null, valor: { data: hojeSp() } }))}>
            Adicionar
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <TabelaEditavel
          colunas={COLUNAS}
          itens={exames}
          chave={(e, i) => e.id ?? i}
          aoEditar={(e, i) => (setErros({}), setEditando({ indice: i, valor: { ...e } }))}
          aoRemover={(_, i) => setRemovendo(i)}
        />
      </CardContent>
      <DialogoEdicao aberto={!!editando} titulo={editando?.indice === null ? 'Inserir exame palográfico' : 'Editar'} aoFechar={() => setEditando(null)} aoSalvar={salvar}>
        {editando && (
          <GradeDialogo>
            <CampoData label="Data" required valor={editando.valor['data']} mudar={set('data')} erro={erros['data']} />
            <TextField select size="small" label="Resultado" value={editando.valor['resultado'] ?? ''} onChange={(e) => set('resultado')(e.target.value || undefined)} error={!!erros['resultado']} helperText={erros['resultado']}>
              <MenuItem value="">
                <em>Selecione</em>
              </MenuItem>
              {RESULTADOS_PALOGRAFICO.map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {r.name}
                </MenuItem>
              ))}
            </TextField>
            <CampoTexto label="Produtividade (traços)" valor={editando.valor['produtividade']} mudar={(v) => set('produtividade')(inteiroDigitado(v))} erro={erros['produtividade']} inputProps={{ inputMode: 'numeric' }} />
            <CampoTexto label="NOR (%)" valor={editando.valor['nor']} mudar={(v) => set('nor')(inteiroDigitado(v))} erro={erros['nor']} inputProps={{ inputMode: 'numeric' }} />
            <Largo>
              <CampoTexto label="Observação" multiline minRows={2} valor={editando.valor['observacao']} mudar={set('observacao')} erro={erros['observacao']} />
            </Largo>
          </GradeDialogo>
        )}
      </DialogoEdicao>
      <Confirmacao
        aberto={removendo !== null}
        mensagem={CONFIRMAR_REMOCAO}
        aoCancelar={() => setRemovendo(null)}
        aoConfirmar={async () => {
          const i = removendo
          setRemovendo(null)
          if (i !== null && (await gravar(exames.filter((_, j) => j !== i), null))) notify('Exame palográfico removido com sucesso.', { type: 'success', autoHideDuration: 3000 })
        }}
      />
    </Card>
  )
}
