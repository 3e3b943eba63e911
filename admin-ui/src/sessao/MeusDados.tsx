import { useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material'
import { Either } from 'effect'
import { Form, SaveButton, Title, useNotify } from 'react-admin'
import { Link } from 'react-router-dom'
import { colaboradores } from '../../../core/cargo-salario/colaboradores.ts'
import { temAutoridade } from '../../../core/sessao/autoridades.ts'
import { CAMPOS_MEUS_DADOS, CorpoMeusDados, type MeusDados as Dados } from '../../../core/sessao/meusDados.ts'
import { formatarCpf } from '../../../core/shared/br/cpf.ts'
import type { Campo } from '../../../core/shared/campos.ts'
import { formatarData } from '../../../core/shared/formatos.ts'
import { validar } from '../../../core/shared/resource.ts'
import { chamarAcao } from '../api/acoes.ts'
import { Carregando } from '../comum/Carregando.tsx'
import { aninharErros, MODO_SUBMIT } from '../comum/formulario.tsx'
import { Entrada } from '../generico/Entrada.tsx'
import { AcessoNegado } from '../paginas/AcessoNegado.tsx'
import { useUserinfo } from './estado.ts'

const Linha = ({ rotulo, valor }: { readonly rotulo: string; readonly valor: string }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: '160px 1fr', py: 1 }}>
    <Typography variant="body2" color="text.secondary">
      {rotulo}
    </Typography>
    <Typography variant="body2">{valor}</Typography>
  </Box>
)

const GRUPOS: ReadonlyArray<{ readonly titulo: string; readonly campos: ReadonlyArray<(typeof CAMPOS_MEUS_DADOS)[number]> }> = [
  { titulo: 'Dados pessoais', campos: ['nomeSocial', 'estadoCivil', 'qtdFilhos', 'conjuge', 'profissaoConjuge', 'etniaRaca'] },
  { titulo: 'Endereço', campos: ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'ufId', 'cidadeId'] },
  { titulo: 'Contato', campos: ['email', 'ddd', 'foneFixo', 'dddCelular', 'foneCelular', 'nomeContato'] },
]

const validador = (v: Record<string, unknown>) => {
  const r = validar(CorpoMeusDados, Object.fromEntries(CAMPOS_MEUS_DADOS.map((k) => [k, v[k]])))
  return Either.isLeft(r) ? aninharErros(r.left.errors) : {}
}

/** The employee's own fields (a whitelist in core: core/sessao/meusDados.ts), saved through PUT meus-dados. */
const Formulario = ({ dados, aoSalvar }: { readonly dados: Dados; readonly aoSalvar: (d: Dados) => void }) => {
  const notify = useNotify()
  const t = dados.talento ?? {}
  const enviar = async (valores: Record<string, unknown>) => {
    try {
      const novo = await chamarAcao('cargo-salario/colaboradores', 'altera-meus-dados', { corpo: Object.fromEntries(CAMPOS_MEUS_DADOS.map((k) => [k, valores[k] ?? null])) })
      notify('Dados atualizados com sucesso.', { type: 'success' })
      aoSalvar(novo)
      return undefined
    } catch (e) {
      const corpo = (e as { body?: { errors?: Record<string, string> } }).body
      if (corpo?.errors) return corpo.errors
      notify((e as Error).message, { type: 'error' })
      return undefined
    }
  }
  return (
    <Form {...MODO_SUBMIT} record={{ id: 'meus-dados', ...t }} onSubmit={enviar} validate={validador}>
      <Linha rotulo="Nome" valor={String(t['nome'] ?? '')} />
      <Linha rotulo="Matrícula" valor={String(t['matricula'] ?? '—')} />
      <Linha rotulo="Admissão" valor={typeof t['dataAdmissao'] === 'string' ? formatarData(t['dataAdmissao']) : ''} />
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        Documentos, cargo, salário e demais dados do contrato são atualizados pelo RH.
      </Typography>
      {GRUPOS.map((g) => (
        <Box key={g.titulo} component="section" aria-label={g.titulo} sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h2" sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
            {g.titulo}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}>
            {g.campos.map((f) => (
              <Entrada key={f} recurso={colaboradores.name} fonte={f} campo={colaboradores.fields[f] as Campo} modo="update" />
            ))}
          </Box>
        </Box>
      ))}
      <Stack direction="row" sx={{ mt: 2 }}>
        <SaveButton label="Salvar" alwaysEnable />
      </Stack>
    </Form>
  )
}

/**
 * 'Atualizar Meus Dados' (ROLE_CAD_INFO_PESSOAL): a user linked to an employee updates their own contact, address
 * and personal fields; without a linked employee in this company the page says so. The session's data and the
 * password change stay below.
 */
export const MeusDados = () => {
  const u = useUserinfo()
  const permitido = !!u && temAutoridade(u.authorities, 'ROLE_CAD_INFO_PESSOAL')
  const [dados, setDados] = useState<Dados | null>(null)
  const [falha, setFalha] = useState<string | null>(null)
  useEffect(() => {
    if (!permitido) return
    chamarAcao('cargo-salario/colaboradores', 'meus-dados')
      .then(setDados)
      .catch((e: Error) => setFalha(e.message))
  }, [permitido])
  if (!u || !permitido) return <AcessoNegado />
  return (
    <Box sx={{ py: 2, maxWidth: 900 }}>
      <Title title="Meus Dados" />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h6" component="h1" gutterBottom>
            Atualizar Meus Dados
          </Typography>
          <Divider sx={{ mb: 1 }} />
          {falha && <Alert severity="error">{falha}</Alert>}
          {!falha && !dados && <Carregando />}
          {dados && !dados.vinculado && <Alert severity="info">{dados.mensagem}</Alert>}
          {dados?.vinculado && <Formulario dados={dados} aoSalvar={setDados} />}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent sx={{ p: 3 }}>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            Acesso
          </Typography>
          <Linha rotulo="Usuário" valor={u.usuario.nome} />
          <Linha rotulo="CPF" valor={formatarCpf(u.usuario.cpf)} />
          <Linha rotulo="Empresa atual" valor={u.empresa.nome} />
          <Linha rotulo="Empresas com acesso" valor={u.empresas.map((e) => e.nome).join(', ')} />
          {!u.usuarioFortes && (
            <Stack direction="row" sx={{ mt: 2 }}>
              <Button component={Link} to="/alterar-senha" variant="outlined">
                Alterar Minha Senha
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  )
}
