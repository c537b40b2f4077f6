//===- MiscOps.td - StableHLO miscellaneous ops ---------------*- tablegen -*-===//
//
// Constants, iota, random numbers, FFT, custom calls, composites, tuples and
// other operations outside the other categories.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_MISC_OPS_TD
#define STABLEHLO_GO_DIALECT_MISC_OPS_TD

include "StablehloBase.td"
include "StablehloTypes.td"

def StableHLO_ConstantOp : StableHLO_Op<"constant",
    [ConstantLike, Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "a tensor constant";
  let arguments = (ins ElementsAttr:$value);
  let results = (outs HLO_StaticTensor:$output);
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                        ::mlir::TypeRange r);
  }];
}

#endif // STABLEHLO_GO_DIALECT_MISC_OPS_TD
