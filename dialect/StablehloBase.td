//===- StablehloBase.td - StableHLO dialect and types ----*- tablegen -*-===//
//
// The `stablehlo` dialect definition, the type constraints shared by all
// StableHLO ops, and the base class of StableHLO ops.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_STABLEHLO_BASE_TD
#define STABLEHLO_GO_DIALECT_STABLEHLO_BASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypes.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"

def StableHLO_Dialect : Dialect {
  let name = "stablehlo";
  let cppNamespace = "::mlir::stablehlo";
  let summary = "StableHLO: an operation set for machine learning programs";
  let description = [{
    Operations, types and attributes of the StableHLO specification, with
    the textual syntax of the reference implementation.
  }];
  let dependentDialects = ["::mlir::quant::QuantDialect"];
  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 1;
  let hasConstantMaterializer = 1;
  let extraClassDeclaration = [{
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;

  private:
    void registerAttributes();
    void registerTypes();
  }];
}

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

def HLO_Pred : TypeAlias<I1, "pred (i1)">;

def HLO_I2 : I<2>;
def HLO_I4 : I<4>;
def HLO_UI2 : UI<2>;
def HLO_UI4 : UI<4>;
def HLO_SInt : AnyTypeOf<[HLO_I2, HLO_I4, I8, I16, I32, I64], "signed integer">;
def HLO_UInt : AnyTypeOf<[HLO_UI2, HLO_UI4, UI8, UI16, UI32, UI64],
                         "unsigned integer">;
def HLO_Int : AnyTypeOf<[HLO_SInt, HLO_UInt], "integer">;

def HLO_Float : AnyTypeOf<[F4E2M1FN, F6E2M3FN, F6E3M2FN, F8E3M4, F8E4M3,
                           F8E4M3FN, F8E4M3FNUZ, F8E4M3B11FNUZ, F8E5M2,
                           F8E5M2FNUZ, F8E8M0FNU, BF16, F16, F32, F64, TF32],
                          "floating-point">;

def HLO_Complex : Complex<AnyTypeOf<[F32, F64]>>;

def HLO_QuantizedInt : Type<
    CPred<"::mlir::stablehlo::isSupportedQuantizedType($_self)">,
    "quantized integer (uniform, per-tensor or per-axis)">;
def HLO_PerTensorQuantizedInt : Type<
    CPred<"::llvm::isa<::mlir::quant::UniformQuantizedType>($_self)">,
    "per-tensor quantized integer">;
def HLO_PerAxisQuantizedInt : Type<
    CPred<"::llvm::isa<::mlir::quant::UniformQuantizedPerAxisType>($_self)">,
    "per-axis quantized integer">;

def HLO_Element : AnyTypeOf<[HLO_Pred, HLO_Int, HLO_Float, HLO_Complex,
                             HLO_QuantizedInt], "StableHLO element type">;

//===----------------------------------------------------------------------===//
// Tensor types
//===----------------------------------------------------------------------===//

// A ranked tensor whose dimensions may be static or dynamic, whose
// encoding, if any, is a `#stablehlo.bounds<...>`, and whose per-axis
// quantization, if any, has one scale per element of its dimension.
class HLO_TensorOf<list<Type> elements, string desc = "tensor"> : Type<
    And<[RankedTensorOf<elements>.predicate,
         CPred<"::mlir::stablehlo::hasValidEncoding($_self)">,
         CPred<"::mlir::stablehlo::hasValidQuantizationDimension($_self)">]>,
    desc # " of " # AnyTypeOf<elements>.summary # " values",
    "::mlir::RankedTensorType">;

class HLO_StaticTensorOf<list<Type> elements> : Type<
    And<[HLO_TensorOf<elements>.predicate,
         CPred<"::llvm::cast<::mlir::ShapedType>($_self).hasStaticShape()">]>,
    "statically shaped tensor of " # AnyTypeOf<elements>.summary # " values",
    "::mlir::RankedTensorType">;

// A statically shaped 2-dimensional integer tensor: dynamic_conv's padding
// operand, which upstream declares so (the spec's C4 asks only for the
// shape [N - 2, 2]).
def HLO_Static2DIntTensor : Type<
    And<[HLO_StaticTensorOf<[HLO_Int]>.predicate,
         CPred<"::llvm::cast<::mlir::ShapedType>($_self).getRank() == 2">]>,
    "statically shaped 2-dimensional tensor of " #
        AnyTypeOf<[HLO_Int]>.summary # " values",
    "::mlir::RankedTensorType">;

// Statically shaped, or with a single dynamic dimension that has a bound:
// upstream's results of reshape and broadcast_in_dim (the spec asks for
// static shapes).
class HLO_StaticOrSingleBoundedTensorOf<list<Type> elements> : Type<
    And<[HLO_TensorOf<elements>.predicate,
         Or<[CPred<"::llvm::cast<::mlir::ShapedType>($_self).hasStaticShape()">,
             CPred<"::mlir::stablehlo::hasSingleBoundedDimension($_self)">]>]>,
    "statically shaped or single bounded dimension tensor of " #
        AnyTypeOf<elements>.summary # " values",
    "::mlir::RankedTensorType">;

class HLO_0DTensorOf<list<Type> elements> : Type<
    And<[HLO_TensorOf<elements>.predicate,
         CPred<"::llvm::cast<::mlir::ShapedType>($_self).getRank() == 0">]>,
    "0-dimensional tensor of " # AnyTypeOf<elements>.summary # " values",
    "::mlir::RankedTensorType">;

class HLO_1DTensorOf<list<Type> elements> : Type<
    And<[HLO_TensorOf<elements>.predicate,
         CPred<"::llvm::cast<::mlir::ShapedType>($_self).getRank() == 1">]>,
    "1-dimensional tensor of " # AnyTypeOf<elements>.summary # " values",
    "::mlir::RankedTensorType">;

def HLO_Tensor : HLO_TensorOf<[HLO_Pred, HLO_Int, HLO_Float, HLO_Complex,
                               HLO_QuantizedInt]>;
def HLO_NonQuantizedTensor : HLO_TensorOf<[HLO_Pred, HLO_Int, HLO_Float,
                                           HLO_Complex]>;
// "tensor or per-tensor quantized tensor"
def HLO_TensorOrPTQ : HLO_TensorOf<[HLO_Pred, HLO_Int, HLO_Float, HLO_Complex,
                                    HLO_PerTensorQuantizedInt]>;
def HLO_PredTensor : HLO_TensorOf<[HLO_Pred]>;
def HLO_IntTensor : HLO_TensorOf<[HLO_Int]>;
def HLO_PredOrIntTensor : HLO_TensorOf<[HLO_Pred, HLO_Int]>;
def HLO_FpTensor : HLO_TensorOf<[HLO_Float]>;
def HLO_FpOrComplexTensor : HLO_TensorOf<[HLO_Float, HLO_Complex]>;
def HLO_F32OrF64Tensor : HLO_TensorOf<[F32, F64]>;
def HLO_ComplexTensor : HLO_TensorOf<[HLO_Complex]>;
def HLO_QuantizedTensor : HLO_TensorOf<[HLO_QuantizedInt]>;
def HLO_FpOrQuantizedTensor : HLO_TensorOf<[HLO_Float, HLO_QuantizedInt]>;
def HLO_FpOrPTQTensor : HLO_TensorOf<[HLO_Float, HLO_PerTensorQuantizedInt]>;
def HLO_FpComplexOrPTQTensor
    : HLO_TensorOf<[HLO_Float, HLO_Complex, HLO_PerTensorQuantizedInt]>;
def HLO_IntFpComplexOrPTQTensor
    : HLO_TensorOf<[HLO_Int, HLO_Float, HLO_Complex,
                    HLO_PerTensorQuantizedInt]>;
def HLO_SIntFpComplexOrPTQTensor
    : HLO_TensorOf<[HLO_SInt, HLO_Float, HLO_Complex,
                    HLO_PerTensorQuantizedInt]>;
def HLO_SIntFpOrPTQTensor
    : HLO_TensorOf<[HLO_SInt, HLO_Float, HLO_PerTensorQuantizedInt]>;
def HLO_IntOrFpTensor : HLO_TensorOf<[HLO_Int, HLO_Float]>;
def HLO_StaticTensor : HLO_StaticTensorOf<[HLO_Pred, HLO_Int, HLO_Float,
                                           HLO_Complex, HLO_QuantizedInt]>;
def HLO_StaticOrSingleBoundedTensor
    : HLO_StaticOrSingleBoundedTensorOf<[HLO_Pred, HLO_Int, HLO_Float,
                                         HLO_Complex, HLO_QuantizedInt]>;

// Shape-like operands: 1-dimensional tensors of integers or index, as
// upstream's HLO_DimensionValue (torch-mlir's dynamic-shape output passes
// shape.shape_of results, tensor<Nxindex>, to dynamic_broadcast_in_dim and
// dynamic_reshape).
def HLO_DimensionTensor : HLO_1DTensorOf<[Index, HLO_Int]>;
// A shape operand whose element count is known: upstream requires it of
// dynamic_broadcast_in_dim and dynamic_reshape (the spec text only asks for
// a 1-dimensional tensor), so that the result rank can be checked.
def HLO_StaticDimensionTensor : Type<
    And<[HLO_1DTensorOf<[Index, HLO_Int]>.predicate,
         CPred<"::llvm::cast<::mlir::ShapedType>($_self).hasStaticShape()">]>,
    "statically shaped " # HLO_1DTensorOf<[Index, HLO_Int]>.summary,
    "::mlir::RankedTensorType">;
// Index operands: 0-dimensional tensors of integers.
def HLO_ScalarIntTensor : HLO_0DTensorOf<[HLO_Int]>;
def HLO_ScalarPredTensor : HLO_0DTensorOf<[HLO_Pred]>;
def HLO_ScalarI32Tensor : HLO_0DTensorOf<[I32]>;

//===----------------------------------------------------------------------===//
// Result type inference
//===----------------------------------------------------------------------===//

// Ops whose result types follow from their operands. Inferred and declared
// result types are compatible when they are equal up to dynamic dimensions
// and quantization parameters.
// Such ops add HLO_CompatibleReturnTypesDecl to their class declaration.
def HLO_InferResultTypes : DeclareOpInterfaceMethods<InferTypeOpInterface>;
defvar HLO_CompatibleReturnTypesDecl = [{
  static bool isCompatibleReturnTypes(::mlir::TypeRange l,
                                      ::mlir::TypeRange r);
}];

//===----------------------------------------------------------------------===//
// Base op class
//===----------------------------------------------------------------------===//

class StableHLO_Op<string mnemonic, list<Trait> traits = []>
    : Op<StableHLO_Dialect, mnemonic, traits>;

#endif // STABLEHLO_GO_DIALECT_STABLEHLO_BASE_TD
