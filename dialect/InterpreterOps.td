//===- InterpreterOps.td - The interpreter dialect ---------*- tablegen -*-===//
//
// Operations that drive the interpreter: running programs in parallel,
// probing and printing intermediate values.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_INTERPRETER_OPS_TD
#define STABLEHLO_GO_DIALECT_INTERPRETER_OPS_TD

include "StablehloBase.td"
include "StablehloTypes.td"
include "mlir/IR/SymbolInterfaces.td"

def Interpreter_Dialect : Dialect {
  let name = "interpreter";
  let cppNamespace = "::mlir::stablehlo::interpreter";
  let summary = "operations that drive the StableHLO interpreter";
}

class Interpreter_Op<string mnemonic, list<Trait> traits = []>
    : Op<Interpreter_Dialect, mnemonic, traits>;

def Interpreter_ProgramsAttr : TypedArrayAttrBase<
    TypedArrayAttrBase<FlatSymbolRefAttr, "array of function symbols">,
    "array of arrays of function symbols">;

def Interpreter_RunParallelOp : Interpreter_Op<"run_parallel",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "runs a grid of programs in parallel";
  let description = [{
    `programs[i][j]` is the function run by the process with replica id `i`
    and partition id `j`. The inputs are passed to the processes in row-major
    order of the grid, each taking as many as its function has arguments; the
    results are returned likewise. `infeed`, when present, names functions
    whose results are the successive values that `stablehlo.infeed` yields.
  }];
  let arguments = (ins Variadic<HLO_Value>:$inputs,
                   Interpreter_ProgramsAttr:$programs,
                   OptionalAttr<FlatSymbolRefArrayAttr>:$infeed);
  let results = (outs Variadic<HLO_Value>:$results);
  let hasVerifier = 1;
}

def Interpreter_ProbeOp : Interpreter_Op<"probe",
    [AllTypesMatch<["operand", "result"]>]> {
  let summary = "serializes a tensor to the probe output directory";
  let arguments = (ins HLO_Tensor:$operand, StrAttr:$probe_id);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `probe_id` `=` $probe_id attr-dict `:` type($result)
  }];
}

def Interpreter_PrintOp : Interpreter_Op<"print"> {
  let summary = "prints a tensor";
  let arguments = (ins HLO_Tensor:$operand);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
}

#endif // STABLEHLO_GO_DIALECT_INTERPRETER_OPS_TD
