import { useState, type ReactNode } from 'react'
import { Box, Checkbox, Chip, FormControlLabel, Radio, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Tooltip, Typography } from '@mui/material'
import { useController, useFormState, useWatch, type FieldErrors } from 'react-hook-form'
import type { ConfigNivel, Nivel } from '../../../../core/cargo-salario/competenciasRegras.ts'
import { formatarDecimal, parseDecimal } from '../../../../core/shared/formatos.ts'

/**
 * The two grids of spec 001 §2 'Competency-level configuration grid', as inputs of a react-admin form: the levels'
 * grid (one selectable row per level: weight up to 5 digits, minimum percentage up to 100 with 2 decimals, enabled
 * only when the minimum percentage is considered or required), and the competencies' grid (a selectable row per
 * competency, its weight where the range sets one, one radio per level, a comment where the employee's is kept).
 * Each writes its list field in display order, so the server's messages (`<campo>.<i>.<chave>`) land on the row.
 */

/** The message of a field error at a dotted path of the form's errors. */
export const erroEm = (errors: FieldErrors, caminho: string): string | undefined => {
  let no: unknown = errors
  for (const parte of caminho.split('.')) no = no && typeof no === 'object' ? (no as Record<string, unknown>)[parte] : undefined
  const m = no && typeof no === 'object' ? (no as { message?: unknown }).message : undefined
  return typeof m === 'string' ? m : undefined
}

/** A number typed in pt-BR (decimal comma): kept as typed while it is typed, given to the form as a number or null. */
const Numero = ({ valor, aoMudar, rotulo, casas, desabilitado, erro, largura = 110, sufixo }: {
  readonly valor: number | null | undefined
  readonly aoMudar: (v: number | null) => void
  readonly rotulo: string
  readonly casas: number
  readonly desabilitado?: boolean
  readonly erro?: string | undefined
  readonly largura?: number
  readonly sufixo?: string
}) => {
  const [texto, setTexto] = useState<string | undefined>()
  const mostrado = texto ?? (valor == null || Number.isNaN(valor) ? '' : formatarDecimal(valor, casas))
  return (
    <TextField
      size="small"
      value={mostrado}
      disabled={desabilitado}
      error={!!erro}
      helperText={erro}
      inputProps={{ 'aria-label': rotulo, inputMode: 'decimal' }}
      InputProps={sufixo ? { endAdornment: <Typography color="text.secondary">{sufixo}</Typography> } : {}}
      sx={{ width: largura }}
      onChange={(e) => {
        setTexto(e.target.value)
        const t = e.target.value.trim()
        aoMudar(t === '' ? null : (parseDecimal(t) ?? Number.NaN))
      }}
      onBlur={() => setTexto(undefined)}
    />
  )
}

/**
 * The levels' grid, the value of `configHistoricosNiveis`: every registered level, ticked when it takes part, with
 * its weight and minimum percentage then.
 */
export const GradeNiveisInput = ({ niveis, obrigarPercentual, somenteLeitura }: { readonly niveis: ReadonlyArray<Nivel>; readonly obrigarPercentual: boolean; readonly somenteLeitura?: boolean }) => {
  const { field } = useController({ name: 'configHistoricosNiveis' })
  const considerar = useWatch({ name: 'considerarPercentualMinimo' }) === true
  const { errors } = useFormState()
  const linhas: ReadonlyArray<ConfigNivel> = Array.isArray(field.value) ? field.value : []
  const porId = new Map(linhas.map((l) => [l.nivelCompetenciaId, l]))
  const percentualAtivo = considerar || obrigarPercentual
  const gravar = (mudar: (m: Map<number, ConfigNivel>) => void) => {
    const m = new Map(porId)
    mudar(m)
    field.onChange(niveis.flatMap((n) => (m.has(n.id) ? [m.get(n.id)!] : [])))
  }
  const indice = (id: number) => linhas.findIndex((l) => l.nivelCompetenciaId === id)
  const erroGeral = erroEm(errors, 'configHistoricosNiveis')
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }} data-testid="grade-niveis">
      {erroGeral && (
        <Typography color="error" variant="body2" sx={{ mb: 1 }} data-erro="true">
          {erroGeral}
        </Typography>
      )}
      <Table size="small" sx={{ border: 1, borderColor: 'divider' }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>Nível</TableCell>
            <TableCell>Peso</TableCell>
            <TableCell>
              Percentual mínimo
              {!percentualAtivo && (
                <Typography variant="caption" display="block" color="text.secondary">
                  (habilitado ao considerar o percentual mínimo)
                </Typography>
              )}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {niveis.map((n) => {
            const l = porId.get(n.id)
            const i = indice(n.id)
            return (
              <TableRow key={n.id} hover selected={!!l}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={!!l}
                    disabled={somenteLeitura}
                    inputProps={{ 'aria-label': `Nível ${n.descricao}` }}
                    onChange={(e) => gravar((m) => (e.target.checked ? m.set(n.id, { nivelCompetenciaId: n.id, ordem: n.ordem, percentual: n.percentual }) : m.delete(n.id)))}
                  />
                </TableCell>
                <TableCell>{n.descricao}</TableCell>
                <TableCell>
                  <Numero
                    rotulo={`Peso de ${n.descricao}`}
                    casas={0}
                    valor={l?.ordem}
                    desabilitado={!l || somenteLeitura}
                    largura={100}
                    erro={i >= 0 ? erroEm(errors, `configHistoricosNiveis.${i}.ordem`) : undefined}
                    aoMudar={(v) => gravar((m) => m.set(n.id, { ...m.get(n.id)!, ordem: v }))}
                  />
                </TableCell>
                <TableCell>
                  <Numero
                    rotulo={`Percentual mínimo de ${n.descricao}`}
                    casas={2}
                    sufixo="%"
                    valor={l?.percentual}
                    desabilitado={!l || !percentualAtivo || somenteLeitura}
                    largura={130}
                    erro={i >= 0 ? erroEm(errors, `configHistoricosNiveis.${i}.percentual`) : undefined}
                    aoMudar={(v) => gravar((m) => m.set(n.id, { ...m.get(n.id)!, percentual: v }))}
                  />
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
      {obrigarPercentual && !considerar && (
        <Typography variant="caption" color="text.secondary">
          Há competências com comportamentos: o percentual mínimo de cada nível é obrigatório.
        </Typography>
      )}
    </Box>
  )
}

/** A CHA item as the competencies' grid lists it. */
export interface CompetenciaGrade {
  readonly competenciaId: number
  readonly nome: string
  readonly tipo: string
  readonly observacao: string | null
  readonly solicitarComentario: boolean
  readonly doCargo: boolean
  /** The level the employee's range requires (the employee's grid). */
  readonly nivelExigidoId?: number | null
}

interface Linha {
  readonly competenciaId: number
  readonly competenciaPeso?: number | null
  readonly nivelCompetenciaId?: number
  readonly comentario?: string
}

const TIPO: Readonly<Record<string, string>> = { C: 'Conhecimento', H: 'Habilidade', A: 'Atitude' }

export const ChipTipo = ({ tipo }: { readonly tipo: string }) => (
  <Tooltip title={TIPO[tipo] ?? tipo}>
    <Chip size="small" label={tipo} variant="outlined" sx={{ mr: 1, minWidth: 28 }} />
  </Tooltip>
)

/**
 * The competencies' grid, the value of `configsNiveisCompetencias`: a row per competency (the cargo's, the
 * required ones and those already chosen; the company's others behind a switch), ticked when it is configured, one
 * radio per level in force (ordered by weight), the competency's weight (a range's) or a comment (an employee's).
 */
export const GradeCompetenciasInput = ({ niveis, competencias, comPeso, comComentario, somenteLeitura, rodape }: {
  readonly niveis: ReadonlyArray<Nivel>
  readonly competencias: ReadonlyArray<CompetenciaGrade>
  readonly comPeso?: boolean
  readonly comComentario?: boolean
  readonly somenteLeitura?: boolean
  readonly rodape?: ReactNode
}) => {
  const { field } = useController({ name: 'configsNiveisCompetencias' })
  const { errors } = useFormState()
  const [todas, setTodas] = useState(false)
  const linhas: ReadonlyArray<Linha> = Array.isArray(field.value) ? field.value : []
  const porId = new Map(linhas.map((l) => [l.competenciaId, l]))
  const visiveis = competencias.filter((c) => todas || c.doCargo || c.nivelExigidoId != null || porId.has(c.competenciaId))
  const gravar = (mudar: (m: Map<number, Linha>) => void) => {
    const m = new Map(porId)
    mudar(m)
    field.onChange(competencias.flatMap((c) => (m.has(c.competenciaId) ? [m.get(c.competenciaId)!] : [])))
  }
  const nova = (id: number): Linha => (comPeso ? { competenciaId: id, competenciaPeso: 1 } : { competenciaId: id })
  const indice = (id: number) => linhas.findIndex((l) => l.competenciaId === id)
  const erroGeral = erroEm(errors, 'configsNiveisCompetencias')
  return (
    <Box sx={{ width: '100%' }} data-testid="grade-competencias">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Marque as competências e escolha o nível de cada uma.
        </Typography>
        <FormControlLabel control={<Switch size="small" checked={todas} onChange={(e) => setTodas(e.target.checked)} />} label="Mostrar todas as competências da empresa" />
      </Box>
      {erroGeral && (
        <Typography color="error" variant="body2" sx={{ mb: 1 }} data-erro="true">
          {erroGeral}
        </Typography>
      )}
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>Competência</TableCell>
              {comPeso && <TableCell>Peso</TableCell>}
              {niveis.map((n) => (
                <TableCell key={n.id} align="center" sx={{ whiteSpace: 'nowrap' }}>
                  {n.descricao}
                  <Typography variant="caption" display="block" color="text.secondary">
                    peso {n.ordem}
                  </Typography>
                </TableCell>
              ))}
              {comComentario && <TableCell>Comentário</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {visiveis.length === 0 && (
              <TableRow>
                <TableCell colSpan={niveis.length + 4} align="center" sx={{ color: 'text.secondary' }}>
                  Nenhuma competência: cadastre conhecimentos, habilidades e atitudes, ou mostre todas as da empresa.
                </TableCell>
              </TableRow>
            )}
            {visiveis.map((c) => {
              const l = porId.get(c.competenciaId)
              const i = indice(c.competenciaId)
              const erro = (k: string) => (i >= 0 ? erroEm(errors, `configsNiveisCompetencias.${i}.${k}`) : undefined)
              const erroNivel = erro('nivelCompetenciaId') ?? erro('competenciaId')
              return (
                <TableRow key={c.competenciaId} hover selected={!!l} data-testid={`competencia-${c.nome}`}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={!!l}
                      disabled={somenteLeitura}
                      inputProps={{ 'aria-label': `Configurar ${c.nome}` }}
                      onChange={(e) => gravar((m) => (e.target.checked ? m.set(c.competenciaId, nova(c.competenciaId)) : m.delete(c.competenciaId)))}
                    />
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center' }}>
                      <ChipTipo tipo={c.tipo} />
                      <Tooltip title={c.observacao ?? ''}>
                        <span>{c.nome}</span>
                      </Tooltip>
                    </Box>
                    {erroNivel && (
                      <Typography color="error" variant="caption" data-erro="true">
                        {erroNivel}
                      </Typography>
                    )}
                  </TableCell>
                  {comPeso && (
                    <TableCell>
                      <Numero
                        rotulo={`Peso de ${c.nome}`}
                        casas={0}
                        valor={l?.competenciaPeso}
                        desabilitado={!l || somenteLeitura}
                        largura={90}
                        erro={erro('competenciaPeso')}
                        aoMudar={(v) => gravar((m) => m.set(c.competenciaId, { ...m.get(c.competenciaId)!, competenciaPeso: v }))}
                      />
                    </TableCell>
                  )}
                  {niveis.map((n) => {
                    const exigido = c.nivelExigidoId === n.id
                    return (
                      <TableCell key={n.id} align="center" sx={exigido ? { boxShadow: 'inset 0 0 0 2px #A94E00', py: 0.25 } : {}}>
                        <Tooltip title={exigido ? 'Nível exigido pela faixa salarial' : ''}>
                          <Radio
                            size="small"
                            checked={l?.nivelCompetenciaId === n.id}
                            disabled={somenteLeitura}
                            inputProps={{ 'aria-label': `${c.nome}: ${n.descricao}${exigido ? ' (exigido)' : ''}` }}
                            onChange={() => gravar((m) => m.set(c.competenciaId, { ...(m.get(c.competenciaId) ?? nova(c.competenciaId)), nivelCompetenciaId: n.id }))}
                          />
                        </Tooltip>
                        {exigido && (
                          <Typography variant="caption" display="block" sx={{ color: '#A94E00', lineHeight: 1, mt: -0.5 }}>
                            exigido
                          </Typography>
                        )}
                      </TableCell>
                    )
                  })}
                  {comComentario && (
                    <TableCell sx={{ minWidth: 220 }}>
                      <TextField
                        size="small"
                        fullWidth
                        value={l?.comentario ?? ''}
                        disabled={!l || somenteLeitura}
                        placeholder={c.solicitarComentario ? 'Comentário (solicitado)' : ''}
                        inputProps={{ 'aria-label': `Comentário de ${c.nome}`, maxLength: 255 }}
                        error={!!erro('comentario')}
                        helperText={erro('comentario')}
                        onChange={(e) =>
                          gravar((m) => {
                            const { comentario: _c, ...resto } = m.get(c.competenciaId)!
                            m.set(c.competenciaId, e.target.value ? { ...resto, comentario: e.target.value } : resto)
                          })
                        }
                      />
                    </TableCell>
                  )}
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {rodape}
    </Box>
  )
}
