//===- ReductionOps.td - StableHLO reduction ops -----------*- tablegen -*-===//
//
// Reductions over dimensions and windows, and their scatter counterpart.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_REDUCTION_OPS_TD
#define STABLEHLO_GO_DIALECT_REDUCTION_OPS_TD

include "StablehloBase.td"

def StableHLO_ReduceOp : StableHLO_Op<"reduce",
    [HLO_InferResultTypes, RecursiveMemoryEffects, SameVariadicOperandSize]> {
  let summary = "reduces tensors along dimensions with a body";
  let description = [{
    Custom syntax:
    `stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions =
    [1] : (T, Z) -> R` when the body applies a single binary op to its two
    arguments, and otherwise
    `stablehlo.reduce(%x init: %z), ... across dimensions = [1] : ...
    reducer(%a: Z, %b: Z) ... { ... }`.
  }];
  let arguments = (ins Variadic<HLO_TensorOrPTQ>:$inputs,
                   Variadic<HLO_TensorOrPTQ>:$init_values,
                   DenseI64ArrayAttr:$dimensions);
  let results = (outs Variadic<HLO_TensorOrPTQ>);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

def StableHLO_ReduceWindowOp : StableHLO_Op<"reduce_window",
    [RecursiveMemoryEffects, SameVariadicOperandSize]> {
  let summary = "reduces windows of tensors with a body";
  let arguments = (ins Variadic<HLO_TensorOrPTQ>:$inputs,
                   Variadic<HLO_TensorOrPTQ>:$init_values,
                   DenseI64ArrayAttr:$window_dimensions,
                   OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                   OptionalAttr<DenseI64ArrayAttr>:$base_dilations,
                   OptionalAttr<DenseI64ArrayAttr>:$window_dilations,
                   OptionalAttr<SignlessIntElementsAttr<64>>:$padding);
  let results = (outs Variadic<HLO_TensorOrPTQ>);
  let regions = (region SizedRegion<1>:$body);
  let hasVerifier = 1;
}

def StableHLO_SelectAndScatterOp : StableHLO_Op<"select_and_scatter",
    [HLO_InferResultTypes, RecursiveMemoryEffects]> {
  let summary = "scatters source values to the elements selected in windows";
  let arguments = (ins HLO_TensorOrPTQ:$operand, HLO_TensorOrPTQ:$source,
                   HLO_TensorOrPTQ:$init_value,
                   OptionalAttr<DenseI64ArrayAttr>:$window_dimensions,
                   OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                   OptionalAttr<SignlessIntElementsAttr<64>>:$padding);
  let results = (outs HLO_TensorOrPTQ);
  let regions = (region SizedRegion<1>:$select, SizedRegion<1>:$scatter);
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

#endif // STABLEHLO_GO_DIALECT_REDUCTION_OPS_TD
