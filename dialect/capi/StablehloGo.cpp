//===- StablehloGo.cpp - C API of the dialects ----------------------------===//

#include "capi/StablehloGo.h"

#include "ChloOps.h"
#include "CheckOps.h"
#include "InterpreterOps.h"
#include "SdyOps.h"
#include "StablehloOps.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Dialect/Func/Extensions/AllExtensions.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(StableHLO, stablehlo,
                                      stablehlo::StableHLODialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Chlo, chlo,
                                      stablehlo::chlo::ChloDialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Check, check,
                                      stablehlo::check::CheckDialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(
    Interpreter, interpreter, stablehlo::interpreter::InterpreterDialect)

void stablehloGoRegisterAllDialects(MlirDialectRegistry registry) {
  DialectRegistry &r = *unwrap(registry);
  r.insert<stablehlo::StableHLODialect, stablehlo::chlo::ChloDialect,
           stablehlo::check::CheckDialect,
           stablehlo::interpreter::InterpreterDialect,
           stablehlo::sdy::SdyDialect, func::FuncDialect,
           quant::QuantDialect>();
  // StableHLO with dynamic shapes as torch-mlir prints it mixes in shape
  // (shape_of, broadcast, cstr_broadcastable, assuming), tensor (dim,
  // from_elements) and arith (constant, index_cast) ops; upstream's
  // stablehlo-opt parses them, so must we.
  r.insert<arith::ArithDialect, shape::ShapeDialect, tensor::TensorDialect>();
  func::registerAllExtensions(r);
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

bool stablehloGoTypeIsAToken(MlirType type) {
  return llvm::isa<stablehlo::TokenType>(unwrap(type));
}

MlirType stablehloGoTokenTypeGet(MlirContext ctx) {
  return wrap(stablehlo::TokenType::get(unwrap(ctx)));
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

namespace {

/// The parameters of a struct-like attribute, by kind, keyed by name.
struct AttrParams {
  StringRef mnemonic;
  llvm::StringMap<ArrayRef<int64_t>> arrays;
  llvm::StringMap<int64_t> ints;
  llvm::StringMap<bool> bools;
  llvm::StringMap<double> floats;
  llvm::StringMap<Type> types;
  llvm::StringMap<Attribute> attrs;
};

/// Describes the stablehlo attribute `attr`; returns false for others.
bool describe(Attribute attr, AttrParams &p) {
  using namespace stablehlo;
  if (auto a = llvm::dyn_cast<ChannelHandleAttr>(attr)) {
    p.mnemonic = "channel_handle";
    p.ints["handle"] = a.getHandle();
    p.ints["type"] = a.getType();
    return true;
  }
  if (auto a = llvm::dyn_cast<DotDimensionNumbersAttr>(attr)) {
    p.mnemonic = "dot";
    p.arrays["lhs_batching_dimensions"] = a.getLhsBatchingDimensions();
    p.arrays["rhs_batching_dimensions"] = a.getRhsBatchingDimensions();
    p.arrays["lhs_contracting_dimensions"] = a.getLhsContractingDimensions();
    p.arrays["rhs_contracting_dimensions"] = a.getRhsContractingDimensions();
    return true;
  }
  if (auto a = llvm::dyn_cast<GatherDimensionNumbersAttr>(attr)) {
    p.mnemonic = "gather";
    p.arrays["offset_dims"] = a.getOffsetDims();
    p.arrays["collapsed_slice_dims"] = a.getCollapsedSliceDims();
    p.arrays["operand_batching_dims"] = a.getOperandBatchingDims();
    p.arrays["start_indices_batching_dims"] = a.getStartIndicesBatchingDims();
    p.arrays["start_index_map"] = a.getStartIndexMap();
    p.ints["index_vector_dim"] = a.getIndexVectorDim();
    return true;
  }
  if (auto a = llvm::dyn_cast<ScatterDimensionNumbersAttr>(attr)) {
    p.mnemonic = "scatter";
    p.arrays["update_window_dims"] = a.getUpdateWindowDims();
    p.arrays["inserted_window_dims"] = a.getInsertedWindowDims();
    p.arrays["input_batching_dims"] = a.getInputBatchingDims();
    p.arrays["scatter_indices_batching_dims"] =
        a.getScatterIndicesBatchingDims();
    p.arrays["scatter_dims_to_operand_dims"] =
        a.getScatterDimsToOperandDims();
    p.ints["index_vector_dim"] = a.getIndexVectorDim();
    return true;
  }
  if (auto a = llvm::dyn_cast<ConvDimensionNumbersAttr>(attr)) {
    p.mnemonic = "conv";
    p.ints["input_batch_dimension"] = a.getInputBatchDimension();
    p.ints["input_feature_dimension"] = a.getInputFeatureDimension();
    p.arrays["input_spatial_dimensions"] = a.getInputSpatialDimensions();
    p.ints["kernel_input_feature_dimension"] =
        a.getKernelInputFeatureDimension();
    p.ints["kernel_output_feature_dimension"] =
        a.getKernelOutputFeatureDimension();
    p.arrays["kernel_spatial_dimensions"] = a.getKernelSpatialDimensions();
    p.ints["output_batch_dimension"] = a.getOutputBatchDimension();
    p.ints["output_feature_dimension"] = a.getOutputFeatureDimension();
    p.arrays["output_spatial_dimensions"] = a.getOutputSpatialDimensions();
    return true;
  }
  if (auto a = llvm::dyn_cast<DotAlgorithmAttr>(attr)) {
    p.mnemonic = "dot_algorithm";
    p.types["lhs_precision_type"] = a.getLhsPrecisionType();
    p.types["rhs_precision_type"] = a.getRhsPrecisionType();
    p.types["accumulation_type"] = a.getAccumulationType();
    p.ints["lhs_component_count"] = a.getLhsComponentCount();
    p.ints["rhs_component_count"] = a.getRhsComponentCount();
    p.ints["num_primitive_operations"] = a.getNumPrimitiveOperations();
    p.bools["allow_imprecise_accumulation"] =
        a.getAllowImpreciseAccumulation();
    return true;
  }
  if (auto a = llvm::dyn_cast<ResultAccuracyAttr>(attr)) {
    p.mnemonic = "result_accuracy";
    p.floats["atol"] = a.getAtol().convertToDouble();
    p.floats["rtol"] = a.getRtol().convertToDouble();
    p.ints["ulps"] = a.getUlps();
    p.attrs["mode"] = a.getMode();
    return true;
  }
  if (auto a = llvm::dyn_cast<OutputOperandAliasAttr>(attr)) {
    p.mnemonic = "output_operand_alias";
    p.arrays["output_tuple_indices"] = a.getOutputTupleIndices();
    p.ints["operand_index"] = a.getOperandIndex();
    p.arrays["operand_tuple_indices"] = a.getOperandTupleIndices();
    return true;
  }
  if (auto a = llvm::dyn_cast<TypeExtensionsAttr>(attr)) {
    p.mnemonic = "bounds";
    p.arrays["bounds"] = a.getBounds();
    return true;
  }
  return false;
}

/// The mnemonic and keyword of an enumeration attribute.
std::optional<std::pair<StringRef, StringRef>> describeEnum(Attribute attr) {
  using namespace stablehlo;
  if (auto a = llvm::dyn_cast<ComparisonDirectionAttr>(attr))
    return std::make_pair(StringRef("comparison_direction"),
                          stringifyComparisonDirection(a.getValue()));
  if (auto a = llvm::dyn_cast<ComparisonTypeAttr>(attr))
    return std::make_pair(StringRef("comparison_type"),
                          stringifyComparisonType(a.getValue()));
  if (auto a = llvm::dyn_cast<PrecisionAttr>(attr))
    return std::make_pair(StringRef("precision"),
                          stringifyPrecision(a.getValue()));
  if (auto a = llvm::dyn_cast<FftTypeAttr>(attr))
    return std::make_pair(StringRef("fft_type"),
                          stringifyFftType(a.getValue()));
  if (auto a = llvm::dyn_cast<RngDistributionAttr>(attr))
    return std::make_pair(StringRef("rng_distribution"),
                          stringifyRngDistribution(a.getValue()));
  if (auto a = llvm::dyn_cast<RngAlgorithmAttr>(attr))
    return std::make_pair(StringRef("rng_algorithm"),
                          stringifyRngAlgorithm(a.getValue()));
  if (auto a = llvm::dyn_cast<TransposeAttr>(attr))
    return std::make_pair(StringRef("transpose"),
                          stringifyTranspose(a.getValue()));
  if (auto a = llvm::dyn_cast<ResultAccuracyModeAttr>(attr))
    return std::make_pair(StringRef("result_accuracy_mode"),
                          stringifyResultAccuracyMode(a.getValue()));
  return std::nullopt;
}

} // namespace

MlirStringRef stablehloGoAttrGetMnemonic(MlirAttribute attr) {
  Attribute a = unwrap(attr);
  if (!a)
    return wrap(StringRef());
  if (auto e = describeEnum(a))
    return wrap(e->first);
  AttrParams p;
  if (describe(a, p))
    return wrap(p.mnemonic);
  return wrap(StringRef());
}

bool stablehloGoAttrIsA(MlirAttribute attr, MlirStringRef mnemonic) {
  StringRef name = unwrap(stablehloGoAttrGetMnemonic(attr));
  return !name.empty() && name == unwrap(mnemonic);
}

MlirStringRef stablehloGoEnumAttrGetValue(MlirAttribute attr) {
  Attribute a = unwrap(attr);
  if (a)
    if (auto e = describeEnum(a))
      return wrap(e->second);
  return wrap(StringRef());
}

MlirAttribute stablehloGoEnumAttrGet(MlirContext ctx, MlirStringRef mnemonic,
                                     MlirStringRef value) {
  using namespace stablehlo;
  MLIRContext *context = unwrap(ctx);
  context->getOrLoadDialect<StableHLODialect>();
  StringRef name = unwrap(mnemonic), keyword = unwrap(value);
  Attribute result;
  if (name == "comparison_direction") {
    if (auto v = symbolizeComparisonDirection(keyword))
      result = ComparisonDirectionAttr::get(context, *v);
  } else if (name == "comparison_type") {
    if (auto v = symbolizeComparisonType(keyword))
      result = ComparisonTypeAttr::get(context, *v);
  } else if (name == "precision") {
    if (auto v = symbolizePrecision(keyword))
      result = PrecisionAttr::get(context, *v);
  } else if (name == "fft_type") {
    if (auto v = symbolizeFftType(keyword))
      result = FftTypeAttr::get(context, *v);
  } else if (name == "rng_distribution") {
    if (auto v = symbolizeRngDistribution(keyword))
      result = RngDistributionAttr::get(context, *v);
  } else if (name == "rng_algorithm") {
    if (auto v = symbolizeRngAlgorithm(keyword))
      result = RngAlgorithmAttr::get(context, *v);
  } else if (name == "transpose") {
    if (auto v = symbolizeTranspose(keyword))
      result = TransposeAttr::get(context, *v);
  } else if (name == "result_accuracy_mode") {
    if (auto v = symbolizeResultAccuracyMode(keyword))
      result = ResultAccuracyModeAttr::get(context, *v);
  }
  return wrap(result);
}

intptr_t stablehloGoAttrGetI64Array(MlirAttribute attr, MlirStringRef param,
                                    int64_t *out, intptr_t cap) {
  AttrParams p;
  Attribute a = unwrap(attr);
  if (!a || !describe(a, p))
    return -1;
  auto it = p.arrays.find(unwrap(param));
  if (it == p.arrays.end())
    return -1;
  ArrayRef<int64_t> values = it->second;
  for (intptr_t i = 0; i < cap && i < static_cast<intptr_t>(values.size());
       ++i)
    out[i] = values[i];
  return values.size();
}

bool stablehloGoAttrGetI64(MlirAttribute attr, MlirStringRef param,
                           int64_t *out) {
  AttrParams p;
  Attribute a = unwrap(attr);
  if (!a || !describe(a, p))
    return false;
  auto it = p.ints.find(unwrap(param));
  if (it == p.ints.end())
    return false;
  *out = it->second;
  return true;
}

bool stablehloGoAttrGetBool(MlirAttribute attr, MlirStringRef param,
                            bool *out) {
  AttrParams p;
  Attribute a = unwrap(attr);
  if (!a || !describe(a, p))
    return false;
  auto it = p.bools.find(unwrap(param));
  if (it == p.bools.end())
    return false;
  *out = it->second;
  return true;
}

bool stablehloGoAttrGetF64(MlirAttribute attr, MlirStringRef param,
                           double *out) {
  AttrParams p;
  Attribute a = unwrap(attr);
  if (!a || !describe(a, p))
    return false;
  auto it = p.floats.find(unwrap(param));
  if (it == p.floats.end())
    return false;
  *out = it->second;
  return true;
}

MlirType stablehloGoAttrGetType(MlirAttribute attr, MlirStringRef param) {
  AttrParams p;
  Attribute a = unwrap(attr);
  if (!a || !describe(a, p))
    return wrap(Type());
  auto it = p.types.find(unwrap(param));
  return wrap(it == p.types.end() ? Type() : it->second);
}

MlirAttribute stablehloGoAttrGetAttr(MlirAttribute attr, MlirStringRef param) {
  AttrParams p;
  Attribute a = unwrap(attr);
  if (!a || !describe(a, p))
    return wrap(Attribute());
  auto it = p.attrs.find(unwrap(param));
  return wrap(it == p.attrs.end() ? Attribute() : it->second);
}

MlirAttribute stablehloGoBoundsAttrGet(MlirContext ctx, intptr_t n,
                                       const int64_t *bounds) {
  MLIRContext *context = unwrap(ctx);
  context->getOrLoadDialect<stablehlo::StableHLODialect>();
  return wrap(stablehlo::TypeExtensionsAttr::get(
      context, ArrayRef<int64_t>(bounds, bounds + n)));
}

int64_t stablehloGoDynamicSize(void) { return ShapedType::kDynamic; }
