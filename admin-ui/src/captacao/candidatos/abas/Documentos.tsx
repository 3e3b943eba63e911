import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin'
import { formatarPis } from '../../../../../core/shared/br/pis.ts'
import { DataInput } from '../../../generico/entradas/DataInput.tsx'
import { C, Digitos, Grade, R, type PropsAba } from './comum.tsx'

/**
 * A document group (título de eleitor, certificado militar, CTPS) drawn from its parts as the core declares them;
 * a company that requires the group marks its first part (any filled part satisfies it).
 */
const GrupoDocumento = ({ f, obrig }: { readonly f: 'tituloEleitoral' | 'certificadoMilitar' | 'ctps'; readonly obrig: ReadonlySet<string> }) => {
  const campo = R.fields[f]
  return (
    <Grade titulo={campo.label}>
      {(campo.subcampos ?? []).map((s, i) => {
        const comum = { source: `${f}.${s.nome}`, label: s.label, isRequired: i === 0 && obrig.has(f) }
        return s.kind === 'data' ? (
          <DataInput key={s.nome} {...comum} />
        ) : s.kind === 'referencia' ? (
          <ReferenceInput key={s.nome} source={comum.source} reference={s.reference!} perPage={30} sort={{ field: 'nome', order: 'ASC' }}>
            <AutocompleteInput label={s.label} optionText={s.reference === 'geral/estados' ? 'sigla' : 'nome'} fullWidth />
          </ReferenceInput>
        ) : (
          <TextInput key={s.nome} {...comum} fullWidth />
        )
      })}
    </Grade>
  )
}

/** Tab 'Documentos'. */
export const AbaDocumentos = (p: PropsAba) => (
  <>
    <Grade titulo="Identidade e PIS">
      <C f="rg" {...p} />
      <C f="rgOrgaoEmissor" {...p} />
      <C f="rgUfId" {...p} />
      <C f="rgDataExpedicao" {...p} />
      <Digitos f="pis" label="PIS" max={11} formatar={(s) => (s.length === 11 ? formatarPis(s) : s)} obrig={p.obrig} />
    </Grade>
    <GrupoDocumento f="tituloEleitoral" obrig={p.obrig} />
    <GrupoDocumento f="certificadoMilitar" obrig={p.obrig} />
    <GrupoDocumento f="ctps" obrig={p.obrig} />
    <Grade titulo="Habilitação">
      <C f="numeroHab" {...p} label="Número" />
      <C f="registro" {...p} label="Registro" />
      <C f="categoria" {...p} label="Categoria" />
      <C f="emissao" {...p} label="Emissão" />
      <C f="vencimento" {...p} label="Vencimento" />
      <C f="ufHabId" {...p} label="UF" />
    </Grade>
  </>
)
