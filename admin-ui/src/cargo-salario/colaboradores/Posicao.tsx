import { useEffect, useRef } from 'react'
import { Box } from '@mui/material'
import { AutocompleteInput, ReferenceInput, useGetOne } from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import { colaboradores, historicosColaborador } from '../../../../core/cargo-salario/colaboradores.ts'
import { TIPO_SALARIO_CARGO, TIPO_SALARIO_INDICE, TIPO_SALARIO_VALOR } from '../../../../core/cargo-salario/salario.ts'
import type { Campo } from '../../../../core/shared/campos.ts'
import { Entrada } from '../../generico/Entrada.tsx'
import { useUserinfo } from '../../sessao/estado.ts'

const H = historicosColaborador.fields as Record<string, Campo>

/**
 * Where the employee works and what they earn (a history row's position): establishment, area, cargo, the range
 * of that cargo (the list follows the cargo, and a new cargo clears the range), the salary type and the inputs of
 * that type (index and quantity, or the value in R$), the function and the environment (SST's; the environments of
 * the chosen establishment, required when the company demands them). `prefixo`: 'historico.' in the admission form.
 */
export const Posicao = ({ prefixo = '', modo }: { readonly prefixo?: string; readonly modo: 'create' | 'update' }) => {
  const { setValue } = useFormContext()
  const cargoId = useWatch({ name: `${prefixo}cargoId` }) as number | null | undefined
  const tipo = Number(useWatch({ name: `${prefixo}tipoSalario` }))
  const estabelecimentoId = useWatch({ name: `${prefixo}estabelecimentoId` }) as number | null | undefined
  const empresaId = useUserinfo()?.empresa.id
  const { data: empresa } = useGetOne('utilitario/empresas', { id: empresaId ?? 0 }, { enabled: !!empresaId })
  const exigidos = empresa?.['obrigarAmbienteFuncao'] === true
  // Another establishment: the environment chosen was the other one's.
  const estabelecimentoAntes = useRef(estabelecimentoId)
  useEffect(() => {
    if (estabelecimentoAntes.current != null && estabelecimentoAntes.current !== estabelecimentoId) setValue(`${prefixo}ambienteId`, null, { shouldDirty: true })
    estabelecimentoAntes.current = estabelecimentoId
  }, [estabelecimentoId, prefixo, setValue])
  const e = (f: string) => <Entrada recurso={historicosColaborador.name} fonte={`${prefixo}${f}`} campo={H[f]!} modo={modo} />
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, alignItems: 'start', maxWidth: 1000 }}>
      {e('estabelecimentoId')}
      <ReferenceInput source={`${prefixo}areaOrganizacionalId`} reference="cargo-salario/areas-organizacionais" perPage={50} sort={{ field: 'nome', order: 'ASC' }}>
        <AutocompleteInput label={H['areaOrganizacionalId']!.label} optionText={(a: Record<string, unknown>) => String(a['descricaoHierarquia'] ?? a['nome'])} isRequired fullWidth />
      </ReferenceInput>
      <ReferenceInput source={`${prefixo}cargoId`} reference="cargo-salario/cargos" perPage={50} sort={{ field: 'nome', order: 'ASC' }}>
        <AutocompleteInput label={H['cargoId']!.label} optionText="nome" isRequired onChange={() => setValue(`${prefixo}faixaSalarialId`, null, { shouldDirty: true })} fullWidth />
      </ReferenceInput>
      <ReferenceInput source={`${prefixo}faixaSalarialId`} reference="cargo-salario/faixas-salariais" filter={cargoId ? { cargoId } : { id: -1 }} perPage={50} sort={{ field: 'nome', order: 'ASC' }}>
        <AutocompleteInput label={H['faixaSalarialId']!.label} optionText="nome" isRequired={tipo === TIPO_SALARIO_CARGO} disabled={!cargoId} helperText={cargoId ? undefined : 'Escolha o cargo primeiro'} fullWidth />
      </ReferenceInput>
      <ReferenceInput source={`${prefixo}funcaoId`} reference="sst/funcoes" filter={{ ativa: true }} perPage={50} sort={{ field: 'nome', order: 'ASC' }}>
        <AutocompleteInput label={H['funcaoId']!.label} optionText="nome" isRequired={exigidos} fullWidth />
      </ReferenceInput>
      <ReferenceInput source={`${prefixo}ambienteId`} reference="sst/ambientes" filter={estabelecimentoId ? { estabelecimentoId, ativo: true } : { id: -1 }} perPage={50} sort={{ field: 'nome', order: 'ASC' }}>
        <AutocompleteInput label={H['ambienteId']!.label} optionText="nome" isRequired={exigidos} disabled={!estabelecimentoId} helperText={estabelecimentoId ? undefined : 'Escolha o estabelecimento primeiro'} fullWidth />
      </ReferenceInput>
      {e('tipoSalario')}
      <Box />
      {tipo === TIPO_SALARIO_INDICE && e('indiceId')}
      {tipo === TIPO_SALARIO_INDICE && e('quantidade')}
      {tipo === TIPO_SALARIO_VALOR && e('salario')}
    </Box>
  )
}

/** The employee fields a tab draws, by name, with the declaration's inputs and masks. */
export const CampoTalento = ({ f, modo, largo }: { readonly f: keyof typeof colaboradores.fields; readonly modo: 'create' | 'update'; readonly largo?: boolean }) => (
  <Box sx={largo ? { gridColumn: '1 / -1' } : undefined}>
    <Entrada recurso={colaboradores.name} fonte={f} campo={colaboradores.fields[f] as Campo} modo={modo} />
  </Box>
)
