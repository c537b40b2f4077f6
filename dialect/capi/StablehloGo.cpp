//===- StablehloGo.cpp - C API of the dialects ----------------------------===//

// Built by CMake; the go command, which sees this folder as a Go package
// holding headers, must not compile it.
//go:build ignore

#include "capi/StablehloGo.h"

#include "ChloOps.h"
#include "CheckOps.h"
#include "InterpreterOps.h"
#include "SdyOps.h"
#include "VhloOps.h"
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

namespace mlir {
namespace vhlo {
void registerVhloPasses();
std::string getMinimumVersionOf(ModuleOp module);
} // namespace vhlo
} // namespace mlir

void stablehloGoRegisterVhloPasses(void) {
  static bool registered = [] {
    vhlo::registerVhloPasses();
    return true;
  }();
  (void)registered;
}

bool stablehloGoVhloMinimumVersion(MlirOperation module, char *out,
                                   size_t size) {
  auto moduleOp = llvm::dyn_cast<ModuleOp>(unwrap(module));
  if (!moduleOp || size == 0)
    return false;
  std::string version = vhlo::getMinimumVersionOf(moduleOp);
  if (version.size() + 1 > size)
    return false;
  std::copy(version.begin(), version.end(), out);
  out[version.size()] = 0;
  return true;
}

void stablehloGoRegisterAllDialects(MlirDialectRegistry registry) {
  DialectRegistry &r = *unwrap(registry);
  r.insert<stablehlo::StableHLODialect, stablehlo::chlo::ChloDialect,
           stablehlo::check::CheckDialect,
           stablehlo::interpreter::InterpreterDialect,
           stablehlo::sdy::SdyDialect, vhlo::VHLODialect, func::FuncDialect,
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
  StringRef dialect = "stablehlo";
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
  if (auto a = llvm::dyn_cast<chlo::RaggedDotDimensionNumbersAttr>(attr)) {
    p.dialect = "chlo";
    p.mnemonic = "ragged_dot";
    p.arrays["lhs_batching_dimensions"] = a.getLhsBatchingDimensions();
    p.arrays["rhs_batching_dimensions"] = a.getRhsBatchingDimensions();
    p.arrays["lhs_contracting_dimensions"] = a.getLhsContractingDimensions();
    p.arrays["rhs_contracting_dimensions"] = a.getRhsContractingDimensions();
    p.arrays["lhs_ragged_dimensions"] = a.getLhsRaggedDimensions();
    p.arrays["rhs_group_dimensions"] = a.getRhsGroupDimensions();
    return true;
  }
  return false;
}

/// An enumeration attribute of stablehlo or chlo: its dialect, mnemonic,
/// keyword and integer value.
struct EnumInfo {
  StringRef dialect;
  StringRef mnemonic;
  StringRef keyword;
  int32_t value;
};

template <typename AttrT, typename StringifyFn>
std::optional<EnumInfo> enumInfo(Attribute attr, StringRef dialect,
                                 StringRef mnemonic, StringifyFn stringify) {
  auto a = llvm::dyn_cast<AttrT>(attr);
  if (!a)
    return std::nullopt;
  return EnumInfo{dialect, mnemonic, stringify(a.getValue()),
                  static_cast<int32_t>(a.getValue())};
}

/// Describes any stablehlo or chlo enumeration attribute.
std::optional<EnumInfo> describeAnyEnum(Attribute attr) {
  using namespace stablehlo;
  std::optional<EnumInfo> e;
  if ((e = enumInfo<ComparisonDirectionAttr>(attr, "stablehlo",
                                             "comparison_direction",
                                             stringifyComparisonDirection)) ||
      (e = enumInfo<ComparisonTypeAttr>(attr, "stablehlo", "comparison_type",
                                        stringifyComparisonType)) ||
      (e = enumInfo<PrecisionAttr>(attr, "stablehlo", "precision",
                                   stringifyPrecision)) ||
      (e = enumInfo<FftTypeAttr>(attr, "stablehlo", "fft_type",
                                 stringifyFftType)) ||
      (e = enumInfo<RngDistributionAttr>(attr, "stablehlo",
                                         "rng_distribution",
                                         stringifyRngDistribution)) ||
      (e = enumInfo<RngAlgorithmAttr>(attr, "stablehlo", "rng_algorithm",
                                      stringifyRngAlgorithm)) ||
      (e = enumInfo<TransposeAttr>(attr, "stablehlo", "transpose",
                                   stringifyTranspose)) ||
      (e = enumInfo<ResultAccuracyModeAttr>(attr, "stablehlo",
                                            "result_accuracy_mode",
                                            stringifyResultAccuracyMode)) ||
      (e = enumInfo<chlo::ComparisonDirectionAttr>(
           attr, "chlo", "comparison_direction",
           [](chlo::ComparisonDirection v) {
             return chlo::stringifyComparisonDirection(v);
           })) ||
      (e = enumInfo<chlo::ComparisonTypeAttr>(
           attr, "chlo", "comparison_type",
           [](chlo::ComparisonType v) {
             return chlo::stringifyComparisonType(v);
           })) ||
      (e = enumInfo<chlo::PrecisionAttr>(attr, "chlo", "precision",
                                         [](chlo::Precision v) {
                                           return chlo::stringifyPrecision(v);
                                         })))
    return e;
  return std::nullopt;
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
  if (describe(a, p) && p.dialect == "stablehlo")
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

//===----------------------------------------------------------------------===//
// Typed access for generated bindings
//===----------------------------------------------------------------------===//

MlirStringRef stablehloGoAnyAttrGetMnemonic(MlirAttribute attr) {
  Attribute a = unwrap(attr);
  if (!a)
    return wrap(StringRef());
  if (auto e = describeAnyEnum(a))
    return wrap(e->mnemonic);
  AttrParams p;
  if (describe(a, p))
    return wrap(p.mnemonic);
  return wrap(StringRef());
}

bool stablehloGoEnumAttrGetInt(MlirAttribute attr, int32_t *out) {
  Attribute a = unwrap(attr);
  if (!a)
    return false;
  auto e = describeAnyEnum(a);
  if (!e)
    return false;
  *out = e->value;
  return true;
}

namespace {

/// Builds `AttrT` from the integer value of its enumeration, if valid.
template <typename AttrT, typename SymbolizeFn>
Attribute enumFromInt(MLIRContext *context, int32_t value,
                      SymbolizeFn symbolize) {
  if (value < 0)
    return Attribute();
  if (auto v = symbolize(static_cast<uint32_t>(value)))
    return AttrT::get(context, *v);
  return Attribute();
}

} // namespace

MlirAttribute stablehloGoEnumAttrGetFromInt(MlirContext ctx,
                                            MlirStringRef dialect,
                                            MlirStringRef mnemonic,
                                            int32_t value) {
  using namespace stablehlo;
  MLIRContext *context = unwrap(ctx);
  StringRef d = unwrap(dialect), name = unwrap(mnemonic);
  if (d == "stablehlo") {
    context->getOrLoadDialect<StableHLODialect>();
    if (name == "comparison_direction")
      return wrap(enumFromInt<ComparisonDirectionAttr>(
          context, value,
          [](uint32_t v) { return symbolizeComparisonDirection(v); }));
    if (name == "comparison_type")
      return wrap(enumFromInt<ComparisonTypeAttr>(
          context, value,
          [](uint32_t v) { return symbolizeComparisonType(v); }));
    if (name == "precision")
      return wrap(enumFromInt<PrecisionAttr>(
          context, value, [](uint32_t v) { return symbolizePrecision(v); }));
    if (name == "fft_type")
      return wrap(enumFromInt<FftTypeAttr>(
          context, value, [](uint32_t v) { return symbolizeFftType(v); }));
    if (name == "rng_distribution")
      return wrap(enumFromInt<RngDistributionAttr>(
          context, value,
          [](uint32_t v) { return symbolizeRngDistribution(v); }));
    if (name == "rng_algorithm")
      return wrap(enumFromInt<RngAlgorithmAttr>(
          context, value,
          [](uint32_t v) { return symbolizeRngAlgorithm(v); }));
    if (name == "transpose")
      return wrap(enumFromInt<TransposeAttr>(
          context, value, [](uint32_t v) { return symbolizeTranspose(v); }));
    if (name == "result_accuracy_mode")
      return wrap(enumFromInt<ResultAccuracyModeAttr>(
          context, value,
          [](uint32_t v) { return symbolizeResultAccuracyMode(v); }));
  } else if (d == "chlo") {
    context->getOrLoadDialect<chlo::ChloDialect>();
    if (name == "comparison_direction")
      return wrap(enumFromInt<chlo::ComparisonDirectionAttr>(
          context, value,
          [](uint32_t v) { return chlo::symbolizeComparisonDirection(v); }));
    if (name == "comparison_type")
      return wrap(enumFromInt<chlo::ComparisonTypeAttr>(
          context, value,
          [](uint32_t v) { return chlo::symbolizeComparisonType(v); }));
    if (name == "precision")
      return wrap(enumFromInt<chlo::PrecisionAttr>(
          context, value,
          [](uint32_t v) { return chlo::symbolizePrecision(v); }));
  }
  return wrap(Attribute());
}

namespace {

/// Reads the parameters of a struct-like attribute in declaration order,
/// checking each one's kind; `ok` turns false at the first mismatch.
class ParamReader {
public:
  ParamReader(ArrayRef<StablehloGoAttrParam> params, const int64_t *data)
      : params(params), data(data) {}

  ArrayRef<int64_t> array() {
    const StablehloGoAttrParam *p = next(StablehloGoParamI64Array);
    if (!p || p->offset < 0 || p->count < 0)
      return fail<ArrayRef<int64_t>>();
    return ArrayRef<int64_t>(data + p->offset, p->count);
  }
  int64_t i64() {
    const StablehloGoAttrParam *p = next(StablehloGoParamI64);
    return p ? p->i64 : fail<int64_t>();
  }
  bool boolean() {
    const StablehloGoAttrParam *p = next(StablehloGoParamBool);
    return p ? p->boolean : fail<bool>();
  }
  double f64() {
    const StablehloGoAttrParam *p = next(StablehloGoParamF64);
    return p ? p->f64 : fail<double>();
  }
  Type type() {
    const StablehloGoAttrParam *p = next(StablehloGoParamType);
    Type t = p ? unwrap(p->type) : Type();
    return t ? t : fail<Type>();
  }
  Attribute attr() {
    const StablehloGoAttrParam *p = next(StablehloGoParamAttr);
    Attribute a = p ? unwrap(p->attr) : Attribute();
    return a ? a : fail<Attribute>();
  }
  /// True when every parameter was read with its declared kind.
  bool done() const { return ok && pos == params.size(); }

private:
  const StablehloGoAttrParam *next(StablehloGoParamKind kind) {
    if (!ok || pos >= params.size() || params[pos].kind != kind) {
      ok = false;
      return nullptr;
    }
    return &params[pos++];
  }
  template <typename T> T fail() {
    ok = false;
    return T();
  }

  ArrayRef<StablehloGoAttrParam> params;
  const int64_t *data;
  size_t pos = 0;
  bool ok = true;
};

Attribute buildStablehloStruct(MLIRContext *context, StringRef name,
                               ParamReader &r) {
  using namespace stablehlo;
  if (name == "channel_handle") {
    int64_t handle = r.i64(), type = r.i64();
    return r.done() ? ChannelHandleAttr::get(context, handle, type)
                    : Attribute();
  }
  if (name == "dot") {
    auto lb = r.array(), rb = r.array(), lc = r.array(), rc = r.array();
    return r.done() ? DotDimensionNumbersAttr::get(context, lb, rb, lc, rc)
                    : Attribute();
  }
  if (name == "gather") {
    auto offset = r.array(), collapsed = r.array(), operandBatch = r.array(),
         indicesBatch = r.array(), startIndexMap = r.array();
    int64_t indexVectorDim = r.i64();
    return r.done() ? GatherDimensionNumbersAttr::get(
                          context, offset, collapsed, operandBatch,
                          indicesBatch, startIndexMap, indexVectorDim)
                    : Attribute();
  }
  if (name == "scatter") {
    auto window = r.array(), inserted = r.array(), inputBatch = r.array(),
         indicesBatch = r.array(), toOperand = r.array();
    int64_t indexVectorDim = r.i64();
    return r.done() ? ScatterDimensionNumbersAttr::get(
                          context, window, inserted, inputBatch, indicesBatch,
                          toOperand, indexVectorDim)
                    : Attribute();
  }
  if (name == "conv") {
    int64_t inBatch = r.i64(), inFeature = r.i64();
    auto inSpatial = r.array();
    int64_t kIn = r.i64(), kOut = r.i64();
    auto kSpatial = r.array();
    int64_t outBatch = r.i64(), outFeature = r.i64();
    auto outSpatial = r.array();
    return r.done() ? ConvDimensionNumbersAttr::get(
                          context, inBatch, inFeature, inSpatial, kIn, kOut,
                          kSpatial, outBatch, outFeature, outSpatial)
                    : Attribute();
  }
  if (name == "dot_algorithm") {
    Type lhs = r.type(), rhs = r.type(), acc = r.type();
    int64_t lhsCount = r.i64(), rhsCount = r.i64(), numOps = r.i64();
    bool imprecise = r.boolean();
    return r.done() ? DotAlgorithmAttr::get(context, lhs, rhs, acc, lhsCount,
                                            rhsCount, numOps, imprecise)
                    : Attribute();
  }
  if (name == "result_accuracy") {
    double atol = r.f64(), rtol = r.f64();
    int64_t ulps = r.i64();
    auto mode = llvm::dyn_cast_or_null<ResultAccuracyModeAttr>(r.attr());
    return r.done() && mode
               ? ResultAccuracyAttr::get(context, APFloat(atol), APFloat(rtol),
                                         ulps, mode)
               : Attribute();
  }
  if (name == "output_operand_alias") {
    auto output = r.array();
    int64_t operandIndex = r.i64();
    auto operand = r.array();
    return r.done() ? OutputOperandAliasAttr::get(context, output,
                                                  operandIndex, operand)
                    : Attribute();
  }
  if (name == "bounds") {
    auto bounds = r.array();
    return r.done() ? TypeExtensionsAttr::get(context, bounds) : Attribute();
  }
  return Attribute();
}

Attribute buildChloStruct(MLIRContext *context, StringRef name,
                          ParamReader &r) {
  if (name == "ragged_dot") {
    auto lb = r.array(), rb = r.array(), lc = r.array(), rc = r.array(),
         ragged = r.array(), group = r.array();
    return r.done() ? stablehlo::chlo::RaggedDotDimensionNumbersAttr::get(
                          context, lb, rb, lc, rc, ragged, group)
                    : Attribute();
  }
  return Attribute();
}

} // namespace

MlirAttribute stablehloGoStructAttrGet(MlirContext ctx, MlirStringRef dialect,
                                       MlirStringRef mnemonic, intptr_t n,
                                       const StablehloGoAttrParam *params,
                                       const int64_t *data) {
  MLIRContext *context = unwrap(ctx);
  if (n < 0 || (n > 0 && !params))
    return wrap(Attribute());
  ParamReader reader(ArrayRef<StablehloGoAttrParam>(params, n), data);
  StringRef d = unwrap(dialect);
  if (d == "stablehlo") {
    context->getOrLoadDialect<stablehlo::StableHLODialect>();
    return wrap(buildStablehloStruct(context, unwrap(mnemonic), reader));
  }
  if (d == "chlo") {
    context->getOrLoadDialect<stablehlo::chlo::ChloDialect>();
    return wrap(buildChloStruct(context, unwrap(mnemonic), reader));
  }
  return wrap(Attribute());
}
