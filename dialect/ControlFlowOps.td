//===- ControlFlowOps.td - StableHLO control flow ops ---------*- tablegen -*-===//
//
// Conditionals, loops, calls and the region terminator.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_CONTROL_FLOW_OPS_TD
#define STABLEHLO_GO_DIALECT_CONTROL_FLOW_OPS_TD

include "StablehloBase.td"
include "StablehloTypes.td"

def StableHLO_ReturnOp : StableHLO_Op<"return",
    [Pure, Terminator, ReturnLike]> {
  let summary = "returns values from a region of a StableHLO op";
  let arguments = (ins Variadic<HLO_Value>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}

#endif // STABLEHLO_GO_DIALECT_CONTROL_FLOW_OPS_TD
