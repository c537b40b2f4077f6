//===- DataMovementOps.td - StableHLO data movement ops ----*- tablegen -*-===//
//
// Ops that move, reshape, slice, gather and scatter tensor elements, and the
// ops that create index tensors.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_DATA_MOVEMENT_OPS_TD
#define STABLEHLO_GO_DIALECT_DATA_MOVEMENT_OPS_TD

include "StablehloBase.td"
include "StablehloAttrs.td"
include "mlir/IR/RegionKindInterface.td"

//===----------------------------------------------------------------------===//
// Broadcasts
//===----------------------------------------------------------------------===//

def StableHLO_BroadcastInDimOp : StableHLO_Op<"broadcast_in_dim", [Pure]> {
  let summary = "broadcasts a tensor, mapping its dimensions to the result's";
  let arguments = (ins HLO_Tensor:$operand,
                   DenseI64ArrayAttr:$broadcast_dimensions);
  let results = (outs HLO_StaticOrSingleBoundedTensor:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` $broadcast_dimensions
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_BroadcastOp : StableHLO_Op<"broadcast",
    [HLO_InferResultTypes, Pure]> {
  let summary = "broadcasts a tensor by prepending dimensions";
  let arguments = (ins HLO_Tensor:$operand,
                   DenseI64ArrayAttr:$broadcast_sizes);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `sizes` `=` $broadcast_sizes
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

def StableHLO_DynamicBroadcastInDimOp
    : StableHLO_Op<"dynamic_broadcast_in_dim", [Pure]> {
  let summary = "broadcast_in_dim with a result shape given by a tensor";
  let arguments = (ins HLO_Tensor:$operand,
                   HLO_StaticDimensionTensor:$output_dimensions,
                   DenseI64ArrayAttr:$broadcast_dimensions,
                   OptionalAttr<DenseI64ArrayAttr>:$known_expanding_dimensions,
                   OptionalAttr<DenseI64ArrayAttr>:
                       $known_nonexpanding_dimensions);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` $output_dimensions `,` `dims` `=` $broadcast_dimensions
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Concatenation, padding, reversal, transposition, reshapes
//===----------------------------------------------------------------------===//

def StableHLO_ConcatenateOp : StableHLO_Op<"concatenate",
    [HLO_InferResultTypes, Pure]> {
  let summary = "concatenates tensors along a dimension";
  let arguments = (ins Variadic<HLO_TensorOrPTQ>:$inputs, I64Attr:$dimension);
  let results = (outs HLO_TensorOrPTQ:$result);
  let assemblyFormat = [{
    custom<VariadicOperandWithAttribute>($inputs) `dim` `=` $dimension
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

def StableHLO_PadOp : StableHLO_Op<"pad", [HLO_InferResultTypes, Pure]> {
  let summary = "pads a tensor at its edges and between its elements";
  let arguments = (ins HLO_TensorOrPTQ:$operand, HLO_TensorOrPTQ:$padding_value,
                   DenseI64ArrayAttr:$edge_padding_low,
                   DenseI64ArrayAttr:$edge_padding_high,
                   DenseI64ArrayAttr:$interior_padding);
  let results = (outs HLO_TensorOrPTQ:$result);
  let assemblyFormat = [{
    $operand `,` $padding_value `,` `low` `=` $edge_padding_low `,`
      `high` `=` $edge_padding_high `,` `interior` `=` $interior_padding
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

def StableHLO_DynamicPadOp : StableHLO_Op<"dynamic_pad", [Pure]> {
  let summary = "pad with paddings given by tensors";
  let arguments = (ins HLO_TensorOrPTQ:$operand, HLO_TensorOrPTQ:$padding_value,
                   HLO_DimensionTensor:$edge_padding_low,
                   HLO_DimensionTensor:$edge_padding_high,
                   HLO_DimensionTensor:$interior_padding);
  let results = (outs HLO_TensorOrPTQ:$result);
  let assemblyFormat = [{
    operands attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_ReverseOp : StableHLO_Op<"reverse",
    [HLO_InferResultTypes, Pure]> {
  let summary = "reverses the order of elements along dimensions";
  let arguments = (ins HLO_TensorOrPTQ:$operand,
                   DenseI64ArrayAttr:$dimensions);
  let results = (outs HLO_TensorOrPTQ:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` $dimensions attr-dict
      `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

def StableHLO_TransposeOp : StableHLO_Op<"transpose",
    [HLO_InferResultTypes, Pure]> {
  let summary = "permutes the dimensions of a tensor";
  let arguments = (ins HLO_Tensor:$operand, DenseI64ArrayAttr:$permutation);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` $permutation
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

def StableHLO_ReshapeOp : StableHLO_Op<"reshape", [Pure]> {
  let summary = "changes the shape of a tensor, keeping its elements' order";
  let arguments = (ins HLO_Tensor:$operand);
  let results = (outs HLO_StaticOrSingleBoundedTensor:$result);
  let assemblyFormat = [{
    operands attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_DynamicReshapeOp : StableHLO_Op<"dynamic_reshape", [Pure]> {
  let summary = "reshape to a shape given by a tensor";
  let arguments = (ins HLO_Tensor:$operand,
                   HLO_StaticDimensionTensor:$output_shape);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    operands attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Slices
//===----------------------------------------------------------------------===//

def StableHLO_SliceOp : StableHLO_Op<"slice", [HLO_InferResultTypes, Pure]> {
  let summary = "extracts a strided slice with static bounds";
  let arguments = (ins HLO_TensorOrPTQ:$operand,
                   DenseI64ArrayAttr:$start_indices,
                   DenseI64ArrayAttr:$limit_indices,
                   DenseI64ArrayAttr:$strides);
  let results = (outs HLO_TensorOrPTQ:$result);
  let assemblyFormat = [{
    $operand custom<SliceRanges>($start_indices, $limit_indices, $strides)
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

def StableHLO_DynamicSliceOp : StableHLO_Op<"dynamic_slice",
    [HLO_InferResultTypes, Pure]> {
  let summary = "extracts a slice at start indices given by tensors";
  let arguments = (ins HLO_TensorOrPTQ:$operand,
                   Variadic<HLO_ScalarIntTensor>:$start_indices,
                   DenseI64ArrayAttr:$slice_sizes);
  let results = (outs HLO_TensorOrPTQ:$result);
  let assemblyFormat = [{
    $operand `,` custom<VariadicOperandWithAttribute>($start_indices)
      `sizes` `=` $slice_sizes attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

def StableHLO_DynamicUpdateSliceOp
    : StableHLO_Op<"dynamic_update_slice", [HLO_InferResultTypes, Pure]> {
  let summary = "overwrites a slice at start indices given by tensors";
  let arguments = (ins HLO_TensorOrPTQ:$operand, HLO_TensorOrPTQ:$update,
                   Variadic<HLO_ScalarIntTensor>:$start_indices);
  let results = (outs HLO_TensorOrPTQ:$result);
  let assemblyFormat = [{
    operands attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

def StableHLO_RealDynamicSliceOp : StableHLO_Op<"real_dynamic_slice", [Pure]> {
  let summary = "slice with start, limit and strides given by tensors";
  let arguments = (ins HLO_Tensor:$operand,
                   HLO_DimensionTensor:$start_indices,
                   HLO_DimensionTensor:$limit_indices,
                   HLO_DimensionTensor:$strides);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    operands attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Gather and scatter
//===----------------------------------------------------------------------===//

def StableHLO_GatherOp : StableHLO_Op<"gather", [Pure]> {
  let summary = "gathers slices of a tensor at indices";
  let arguments = (ins HLO_TensorOrPTQ:$operand, HLO_IntTensor:$start_indices,
                   StableHLO_GatherDimensionNumbersAttr:$dimension_numbers,
                   DenseI64ArrayAttr:$slice_sizes,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:
                       $indices_are_sorted);
  let results = (outs HLO_TensorOrPTQ:$result);
  let hasVerifier = 1;
}

def StableHLO_DynamicGatherOp : StableHLO_Op<"dynamic_gather", [Pure]> {
  let summary = "gather with slice sizes given by a tensor";
  let arguments = (ins HLO_TensorOrPTQ:$operand, HLO_IntTensor:$start_indices,
                   HLO_DimensionTensor:$slice_sizes,
                   StableHLO_GatherDimensionNumbersAttr:$dimension_numbers,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:
                       $indices_are_sorted);
  let results = (outs HLO_TensorOrPTQ:$result);
  let hasVerifier = 1;
}

def StableHLO_ScatterOp : StableHLO_Op<"scatter",
    [SameVariadicOperandSize, RecursiveMemoryEffects]> {
  let summary = "combines slices of updates into a tensor at indices";
  // The spec allows any tensor; upstream takes no per-axis quantized ones.
  let arguments = (ins Variadic<HLO_TensorOrPTQ>:$inputs,
                   HLO_IntTensor:$scatter_indices,
                   Variadic<HLO_TensorOrPTQ>:$updates,
                   StableHLO_ScatterDimensionNumbersAttr:
                       $scatter_dimension_numbers,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:
                       $indices_are_sorted,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:
                       $unique_indices);
  let results = (outs Variadic<HLO_TensorOrPTQ>);
  let regions = (region SizedRegion<1>:$update_computation);
  let hasVerifier = 1;
}

// As upstream, nothing relates the operands, the attributes and the result:
// the legalization to gather and the interpreter report what does not fit.
def StableHLO_TorchIndexSelectOp : StableHLO_Op<"torch_index_select", [Pure]> {
  let summary = "selects slices along a dimension at indices, like torch";
  let arguments = (ins HLO_Tensor:$operand, HLO_Tensor:$index,
                   I64Attr:$dim, I64Attr:$batch_dims);
  let results = (outs HLO_Tensor);
}

//===----------------------------------------------------------------------===//
// Sorting
//===----------------------------------------------------------------------===//

def StableHLO_SortOp : StableHLO_Op<"sort",
    [HLO_InferResultTypes, RecursiveMemoryEffects]> {
  let summary = "sorts tensors along a dimension by a comparator";
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                   DefaultValuedOptionalAttr<I64Attr, "-1">:$dimension,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:$is_stable);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$comparator);
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

//===----------------------------------------------------------------------===//
// Index tensors and shapes
//===----------------------------------------------------------------------===//

def StableHLO_IotaOp : StableHLO_Op<"iota", [Pure]> {
  let summary = "a tensor of increasing indices along a dimension";
  let arguments = (ins I64Attr:$iota_dimension);
  let results = (outs HLO_StaticTensorOf<[HLO_Int, HLO_Float, HLO_Complex,
                                          HLO_PerTensorQuantizedInt]>:$output);
  let assemblyFormat = "`dim` `=` $iota_dimension attr-dict `:` type($output)";
  let hasVerifier = 1;
}

def StableHLO_DynamicIotaOp : StableHLO_Op<"dynamic_iota", [Pure]> {
  let summary = "iota with a shape given by a tensor";
  let arguments = (ins HLO_DimensionTensor:$output_shape,
                   I64Attr:$iota_dimension);
  let results = (outs HLO_TensorOf<[HLO_Int, HLO_Float, HLO_Complex,
                                    HLO_PerTensorQuantizedInt]>:$result);
  let assemblyFormat = [{
    $output_shape `,` `dim` `=` $iota_dimension
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_GetDimensionSizeOp : StableHLO_Op<"get_dimension_size",
    [Pure, HLO_InferResultTypes]> {
  let summary = "the size of a dimension of a tensor";
  let arguments = (ins HLO_Tensor:$operand, I64Attr:$dimension);
  let results = (outs HLO_ScalarI32Tensor);
  let assemblyFormat = [{
    $operand `,` `dim` `=` $dimension attr-dict
      `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

// set_dimension_size is not in the specification; it follows upstream's
// definition and printed form, which JAX's lowering of dynamic shapes emits.
def StableHLO_SetDimensionSizeOp : StableHLO_Op<"set_dimension_size",
    [Pure]> {
  let summary = "a tensor whose dimension has a size given at run time";
  let arguments = (ins HLO_Tensor:$operand, RankedTensorOf<[I32]>:$size,
                   ConfinedAttr<I64Attr, [IntNonNegative]>:$dimension);
  let results = (outs HLO_Tensor);
  let assemblyFormat = [{
    $operand `,` $size `,` `dim` `=` $dimension attr-dict
      `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

#endif // STABLEHLO_GO_DIALECT_DATA_MOVEMENT_OPS_TD
