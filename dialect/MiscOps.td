//===- MiscOps.td - StableHLO miscellaneous ops ------------*- tablegen -*-===//
//
// Constants, iota, random numbers, FFT, custom calls, composites, tuples and
// other operations outside the other categories.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_MISC_OPS_TD
#define STABLEHLO_GO_DIALECT_MISC_OPS_TD

include "StablehloBase.td"
include "StablehloTypes.td"
include "StablehloEnums.td"
include "StablehloAttrs.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"

def StableHLO_ConstantOp : StableHLO_Op<"constant",
    [ConstantLike, Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
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

//===----------------------------------------------------------------------===//
// Tuples
//===----------------------------------------------------------------------===//

def StableHLO_TupleOp : StableHLO_Op<"tuple", [Pure, HLO_InferResultTypes]> {
  let summary = "groups values into a tuple";
  let arguments = (ins Variadic<HLO_Value>:$val);
  let results = (outs HLO_Tuple:$result);
  let assemblyFormat = [{
    ($val^)? attr-dict `:` custom<TupleOpType>(type($val), type($result))
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

def StableHLO_GetTupleElementOp : StableHLO_Op<"get_tuple_element",
    [Pure, HLO_InferResultTypes]> {
  let summary = "extracts an element of a tuple";
  let arguments = (ins HLO_Tuple:$operand, I32Attr:$index);
  let results = (outs HLO_Value);
  let assemblyFormat = [{
    $operand `[` $index `]` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

//===----------------------------------------------------------------------===//
// Scheduling barriers
//===----------------------------------------------------------------------===//

def StableHLO_OptimizationBarrierOp
    : StableHLO_Op<"optimization_barrier", [Pure, HLO_InferResultTypes]> {
  let summary = "keeps optimizations from moving computations across it";
  // The spec allows any tensor; upstream takes no per-axis quantized ones.
  let arguments = (ins Variadic<HLO_TokenOrTensorOrPTQ>:$operand);
  let results = (outs Variadic<HLO_TokenOrTensorOrPTQ>:$result);
  let assemblyFormat = [{
    attr-dict ($operand^ `:`
               custom<PairwiseOpType>(type($operand), type($result)))?
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = HLO_CompatibleReturnTypesDecl;
}

//===----------------------------------------------------------------------===//
// Random numbers
//===----------------------------------------------------------------------===//

def StableHLO_RngOp : StableHLO_Op<"rng", []> {
  let summary = "random numbers of a distribution";
  let arguments = (ins HLO_0DTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$a,
                   HLO_0DTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$b,
                   HLO_DimensionTensor:$shape,
                   StableHLO_RngDistributionAttr:$rng_distribution);
  let results = (outs HLO_TensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$result);
  let assemblyFormat = [{
    $a `,` $b `,` $shape `,` `distribution` `=` custom<EnumKeyword>($rng_distribution)
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_RngBitGeneratorOp : StableHLO_Op<"rng_bit_generator", [Pure]> {
  let summary = "random bits and the generator's next state";
  let arguments = (ins StableHLO_RngAlgorithmAttr:$rng_algorithm,
                   HLO_1DTensorOf<[HLO_Int]>:$initial_state);
  let results = (outs HLO_1DTensorOf<[HLO_Int]>:$output_state,
                      HLO_TensorOf<[HLO_Int, HLO_Float]>:$output);
  let assemblyFormat = [{
    $initial_state `,` `algorithm` `=` custom<EnumKeyword>($rng_algorithm)
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Calls into other code
//===----------------------------------------------------------------------===//

def StableHLO_CustomCallApiVersionAttr
    : TypedSignlessIntegerAttrBase<I32,
                                   "::mlir::stablehlo::CustomCallApiVersion",
                                   "custom call API version"> {
  let returnType = "::mlir::stablehlo::CustomCallApiVersion";
  let convertFromStorage =
      "static_cast<::mlir::stablehlo::CustomCallApiVersion>("
      "$_self.getValue().getZExtValue())";
  let constBuilderCall =
      "$_builder.getI32IntegerAttr(static_cast<int32_t>($0))";
}

class HLO_ArrayAttrOf<Attr element, string desc>
    : TypedArrayAttrBase<element, desc> {
  let constBuilderCall = "$_builder.getArrayAttr($0)";
}

def StableHLO_CustomCallOp : StableHLO_Op<"custom_call",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "calls implementation-defined code";
  let arguments = (ins Variadic<HLO_CustomCallValue>:$inputs,
                   StrAttr:$call_target_name,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:
                       $has_side_effect,
                   OptionalAttr<AnyAttrOf<[StrAttr, DictionaryAttr]>>:
                       $backend_config,
                   DefaultValuedOptionalAttr<StableHLO_CustomCallApiVersionAttr,
                       "::mlir::stablehlo::CustomCallApiVersion::"
                       "API_VERSION_ORIGINAL">:$api_version,
                   DefaultValuedOptionalAttr<
                       HLO_ArrayAttrOf<FlatSymbolRefAttr, "symbols">, "{}">:
                       $called_computations,
                   OptionalAttr<ArrayAttr>:$operand_layouts,
                   OptionalAttr<ArrayAttr>:$result_layouts,
                   DefaultValuedOptionalAttr<
                       HLO_ArrayAttrOf<StableHLO_OutputOperandAliasAttr,
                                       "output operand aliases">,
                       "{}">:$output_operand_aliases);
  let results = (outs Variadic<HLO_CustomCallValue>);
  let assemblyFormat = [{
    custom<CustomCallTarget>($call_target_name) `(` $inputs `)`
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def StableHLO_CompositeOp : StableHLO_Op<"composite",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "a named operation with a decomposition into other ops";
  let arguments = (ins Variadic<HLO_Value>:$inputs, StrAttr:$name,
                   DefaultValuedOptionalAttr<DictionaryAttr, "{}">:
                       $composite_attributes,
                   FlatSymbolRefAttr:$decomposition,
                   DefaultValuedOptionalAttr<I32Attr, "0">:$version);
  let results = (outs Variadic<HLO_Value>);
  let assemblyFormat = [{
    $name $inputs attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

#endif // STABLEHLO_GO_DIALECT_MISC_OPS_TD
