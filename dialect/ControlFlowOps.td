//===- ControlFlowOps.td - StableHLO control flow ops ------*- tablegen -*-===//
//
// Conditionals, loops and the region terminator.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_CONTROL_FLOW_OPS_TD
#define STABLEHLO_GO_DIALECT_CONTROL_FLOW_OPS_TD

include "StablehloBase.td"
include "StablehloTypes.td"
include "mlir/IR/OpAsmInterface.td"

def StableHLO_IfOp : StableHLO_Op<"if",
    [HLO_InferResultTypes, RecursiveMemoryEffects]> {
  let summary = "runs one of two regions depending on a predicate";
  let arguments = (ins HLO_0DTensorOf<[HLO_Pred]>:$pred);
  let results = (outs Variadic<HLO_Value>);
  let regions = (region SizedRegion<1>:$true_branch,
                        SizedRegion<1>:$false_branch);
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

def StableHLO_CaseOp : StableHLO_Op<"case",
    [HLO_InferResultTypes, RecursiveMemoryEffects]> {
  let summary = "runs the region selected by an index (the last if out of "
                "range)";
  let arguments = (ins HLO_0DTensorOf<[I32]>:$index);
  let results = (outs Variadic<HLO_Value>);
  let regions = (region VariadicRegion<SizedRegion<1>>:$branches);
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

def StableHLO_WhileOp : StableHLO_Op<"while",
    [RecursiveMemoryEffects, HLO_InferResultTypes,
     DeclareOpInterfaceMethods<OpAsmOpInterface,
                               ["getAsmBlockArgumentNames"]>]> {
  let summary = "runs a body while a condition holds";
  let description = [{
    Custom syntax:
    `stablehlo.while(%iterArg = %init, ...) : T, ... cond {...} do {...}`.
  }];
  let arguments = (ins Variadic<HLO_Value>:$operand);
  let results = (outs Variadic<HLO_Value>);
  let regions = (region SizedRegion<1>:$cond, SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

def StableHLO_ReturnOp : StableHLO_Op<"return",
    [Pure, Terminator, ReturnLike]> {
  let summary = "returns values from a region of a StableHLO op";
  let arguments = (ins Variadic<HLO_Value>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}

#endif // STABLEHLO_GO_DIALECT_CONTROL_FLOW_OPS_TD
