import { useEffect, useState } from 'react'
import { Autocomplete, Box, TextField } from '@mui/material'
import { ArrayInput, SimpleFormIterator, useSourceContext } from 'react-admin'
import { useController, useFormContext, useWatch } from 'react-hook-form'
import type { TalentoSubstituivel } from '../../../../core/captacao/colaboradoresSubstituidos.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { Confirmacao } from '../../comum/Confirmacao.tsx'

type Opcao = Pick<TalentoSubstituivel, 'id' | 'nome'> & Partial<TalentoSubstituivel>

/**
 * One substituted talent: an employee of the company picked by name (GET substituidos, dismissed ones too when
 * 'Incluir talentos desligados' is ticked). Picking a CIPA member with stability asks the server's question first
 * (Sim keeps the choice, Não drops it).
 */
const TalentoSubstituido = () => {
  const fonte = useSourceContext()
  const fonteId = fonte.getSource('id')
  const fonteNome = fonte.getSource('nome')
  const { setValue } = useFormContext()
  const { fieldState } = useController({ name: fonteId })
  const id = useWatch({ name: fonteId }) as number | null | undefined
  const nome = useWatch({ name: fonteNome }) as string | undefined
  const incluir = useWatch({ name: 'incluirColaboradoresDesligados' }) === true
  const [termo, setTermo] = useState('')
  const [opcoes, setOpcoes] = useState<ReadonlyArray<TalentoSubstituivel>>([])
  const [pergunta, setPergunta] = useState<TalentoSubstituivel>()
  useEffect(() => {
    const t = setTimeout(() => {
      chamarAcao('captacao/solicitacoes-pessoal', 'substituidos', { query: { nome: termo || undefined, incluirColaboradoresDesligados: incluir ? 'true' : undefined } }).then(
        setOpcoes,
        () => setOpcoes([]),
      )
    }, 250)
    return () => clearTimeout(t)
  }, [termo, incluir])
  const escolher = (t: Opcao | null) => {
    setValue(fonteId, t?.id ?? null, { shouldDirty: true })
    setValue(fonteNome, t?.nome ?? '', { shouldDirty: true })
  }
  const valor: Opcao | null = id ? { id, nome: nome ?? '' } : null
  return (
    <>
      <Autocomplete<Opcao>
        options={opcoes as Opcao[]}
        value={valor}
        filterOptions={(x) => x}
        getOptionLabel={(o) => o.nome}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionKey={(o) => o.id}
        renderOption={(props, o) => (
          <li {...props} key={o.id}>
            {o.nome}
            {o.matricula ? ` · ${o.matricula}` : ''}
            {o.situacao === 'D' ? ' · desligado' : ''}
          </li>
        )}
        onInputChange={(_, v, motivo) => motivo === 'input' && setTermo(v)}
        onChange={(_, t) => (t && t.alertaCipa ? setPergunta(t as TalentoSubstituivel) : escolher(t))}
        noOptionsText="Nenhum registro encontrado."
        renderInput={(p) => <TextField {...p} label="Talento" error={!!fieldState.error} helperText={fieldState.error?.message ?? ' '} />}
        sx={{ minWidth: 360 }}
      />
      <Confirmacao
        aberto={!!pergunta}
        mensagem={pergunta?.alertaCipa ?? ''}
        rotuloConfirmar="Sim"
        rotuloCancelar="Não"
        aoCancelar={() => setPergunta(undefined)}
        aoConfirmar={() => {
          escolher(pergunta!)
          setPergunta(undefined)
        }}
      />
    </>
  )
}

/** The request's substituted talents: one line per employee, the last one may stay empty (spec 000 §5). */
export const SubstituidosInput = () => (
  <Box>
    <ArrayInput source="colaboradoresSubstituidos" label={false}>
      <SimpleFormIterator inline disableReordering>
        <TalentoSubstituido />
      </SimpleFormIterator>
    </ArrayInput>
  </Box>
)
