import { Schema } from 'effect'
import { booleano, cnpj, cor, imagem, inteiro, lista, textoLongo, texto, valorBooleano, valorOpcoes, valorTexto, varias } from '../shared/campos.ts'
import { CAMPOS_CONFIGURAVEIS } from '../captacao/qualificacaoCandidato.ts'
import { CAMPOS_EXTRAS } from '../geral/itensPessoa.ts'
import { ehAdministradorInstalacao } from '../shared/ator.ts'
import { defineResource, type RegistroDe } from '../shared/resource.ts'

export const COR_PADRAO = '#FF850A'

/** One extra field of the candidate form: which slot (texto1…numero1), its title, shown or not, required or not. */
export const ConfigCampoExtraSchema = Schema.Struct({
  campo: Schema.propertySignature(
    valorOpcoes(CAMPOS_EXTRAS.map((c) => c.id), { label: 'Campo' }),
  ).annotations({ missingMessage: () => 'Campo é obrigatório' }),
  titulo: Schema.propertySignature(
    valorTexto({ label: 'Título', max: 60 }),
  ).annotations({ missingMessage: () => 'Título é obrigatório' }),
  ativo: Schema.optionalWith(valorBooleano({ label: 'Ativo' }), { default: () => true }),
  obrigatorio: Schema.optionalWith(valorBooleano({ label: 'Obrigatório' }), { default: () => false }),
})

/** The company and its configuration (spec 000 §3.11, 001 §3 "Company configuration"). */
export const empresas = defineResource({
  name: 'utilitario/empresas',
  table: 'empresas',
  label: 'Empresas',
  labelSingular: 'Empresa',
  scope: 'propria',
  authority: 'ROLE_UTILITARIO_EMPRESAS',
  readAuthority: null,
  fields: {
    nome: texto({ label: 'Nome', max: 100, required: true, list: true }),
    razaoSocial: texto({ label: 'Razão Social', max: 150, feminino: true, list: true }),
    cnpj: cnpj({ label: 'CNPJ', list: true, unique: 'Já existe uma empresa com este CNPJ' }),
    corPrincipal: cor({ label: 'Cor Principal', default: COR_PADRAO, feminino: true }),
    corSecundaria: cor({ label: 'Cor Secundária', default: '#5C5C5C', feminino: true }),
    logoEmpresa: imagem({ label: 'Logo da Empresa' }),
    solPessoalExibirSalario: booleano({ label: 'Solicitação de pessoal: exibir salário' }),
    solPessoalExibirColabSubstituido: booleano({ label: 'Solicitação de pessoal: exibir talento substituído' }),
    solPessoalObrigarDadosComplementares: booleano({ label: 'Solicitação de pessoal: obrigar dados complementares' }),
    solPessoalReabrirSolicitacao: booleano({ label: 'Solicitação de pessoal: permitir reabrir' }),
    exibirSalario: booleano({ label: 'Exibir salário' }),
    obrigarAmbienteFuncao: booleano({ label: 'Obrigar ambiente e função' }),
    campoExtraCandidato: booleano({ label: 'Campos extras no candidato' }),
    campoExtraColaborador: booleano({ label: 'Campos extras no talento' }),
    camposExtrasColaborador: lista({ label: 'Campos extras do talento', item: ConfigCampoExtraSchema, max: CAMPOS_EXTRAS.length }),
    dispensarCboFaixaSalarial: booleano({ label: 'Dispensar o CBO nas faixas salariais' }),
    acIntegra: booleano({ label: 'Integrada ao sistema de folha (AC Pessoal)', feminino: true }),
    maxCandidataCargo: inteiro({ label: 'Máximo de cargos pretendidos pelo candidato (0 = sem limite)', max: 99, default: 0 }),
    tempoExclusaoCandidato: inteiro({
      label: 'Meses para exclusão de candidatos inativos (0 = nunca)',
      max: 240,
      default: 0,
      help: 'LGPD: candidatos sem atualização há mais meses que isto podem ser expurgados pela CLI.',
    }),
    exigirAceitePsi: booleano({ label: 'Exigir aceite do Termo de Privacidade e Política de Segurança' }),
    politicaSeguranca: textoLongo({ label: 'Termo de Privacidade e Política de Segurança', max: 200_000 }),
    camposObrigatoriosCandidato: varias({
      label: 'Campos obrigatórios no cadastro de candidato',
      options: CAMPOS_CONFIGURAVEIS,
      help: 'Nome e Cargo/Função Pretendida são sempre obrigatórios.',
    }),
    camposExtrasCandidato: lista({ label: 'Campos extras do candidato', item: ConfigCampoExtraSchema, max: CAMPOS_EXTRAS.length }),
  },
  rules: (e) => {
    const vistos = new Set<string>()
    const erros: Array<{ field: string; message: string }> = []
    for (const lista of ['camposExtrasCandidato', 'camposExtrasColaborador'] as const) {
      vistos.clear()
      e[lista]?.forEach((c, i) => {
        if (vistos.has(c.campo)) erros.push({ field: `${lista}.${i}.campo`, message: 'Campo extra repetido' })
        vistos.add(c.campo)
      })
    }
    return erros
  },
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Utilitários', subgrupo: 'Cadastros', ordem: 1 },
  // A company administrator configures their own company; only the installation administrator adds or removes companies.
  podeGravar: (ator, modo) => modo === 'update' || ehAdministradorInstalacao(ator),
})

/** Public branding of the candidate portal (spec 000 §7.7 company `/{id}/configuracao`). */
export const configuracaoPublica = (e: Pick<RegistroDe<typeof empresas>, 'id' | 'nome' | 'corPrincipal' | 'corSecundaria' | 'logoEmpresa' | 'exigirAceitePsi'>) => ({
  id: e.id,
  nome: e.nome,
  corPrincipal: e.corPrincipal ?? COR_PADRAO,
  corSecundaria: e.corSecundaria ?? null,
  logoEmpresa: e.logoEmpresa ?? null,
  exigirAceitePsi: e.exigirAceitePsi ?? false,
})
