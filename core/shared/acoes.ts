import { Effect } from 'effect'
import type { Ator } from './ator.ts'
import type { Campo, SchemaDeValor } from './campos.ts'
import { obter } from './crud.ts'
import type { ErroDominio } from './erros.ts'
import { defineAcao, type RegistroDe, type Resource } from './resource.ts'

/** A lookup by query string: GET `<nome>` of the resource, answering `resposta`. */
export const acaoDeConsulta = <A>(
  nome: string,
  resumo: string,
  resposta: 'registro' | SchemaDeValor<A>,
  executar: (ator: Ator, query: Readonly<Record<string, string>>) => Effect.Effect<A, ErroDominio, unknown>,
) => defineAcao<unknown, A>({ nome, metodo: 'GET', caminho: nome, resumo, modo: 'ler', resposta, executar: (ator, { query }) => executar(ator, query) })

/** A sub-list of a record: GET `:id/<rota>` answers the field's list (empty when none); `dono` ends its summary ('do candidato'). */
export const acaoDeParte = <R extends Resource, A>(r: R, rota: string, campo: Campo<ReadonlyArray<A>>, ler: (registro: RegistroDe<R>) => ReadonlyArray<A> | null, dono: string) =>
  defineAcao({
    nome: rota,
    metodo: 'GET',
    caminho: `:id/${rota}`,
    resumo: `${campo.label} ${dono}`,
    modo: 'ler',
    resposta: campo.value,
    executar: (ator, { id }) => Effect.map(obter(r, ator, id), (x) => ler(x) ?? []),
  })
