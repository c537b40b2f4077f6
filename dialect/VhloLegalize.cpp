//===- VhloLegalize.cpp - Conversions of the vhlo dialect -----------------===//
//
// The passes between portable artifacts and StableHLO:
//
//   vhlo-to-version{target=X.Y.Z}  upgrades (or downgrades) every vhlo op to
//                                  the version of it that exists at X.Y.Z
//   vhlo-legalize-to-stablehlo     turns vhlo ops at the current version into
//                                  stablehlo, func and builtin IR
//
// Both are driven by tables: kOpChanges lists, for every op that has more
// than one version, what a version adds over the previous one and the value
// meaning "absent"; upgrading adds it, downgrading checks that the value is
// the default and drops it. kOptionalDefaults lists the attributes StableHLO
// leaves out when they hold the default that vhlo spells out.
//
//===----------------------------------------------------------------------===//

#include "StablehloOps.h"
#include "VhloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

namespace mlir {
namespace vhlo {
const llvm::fltSemantics *getVhloFloatSemantics(Type type);
} // namespace vhlo
} // namespace mlir

namespace {

//===----------------------------------------------------------------------===//
// Version changes
//===----------------------------------------------------------------------===//

/// The vhlo value an attribute added by a new op version takes when the
/// older op is upgraded.
enum class Default {
  ResultAccuracy, // #vhlo.result_accuracy_v1<0, 0, 0, DEFAULT>
  NoneType,       // #vhlo.type_v1<!vhlo.none_v1>
  EmptyDims,      // an empty i64 tensor
};

/// One step in the history of an op: `to` is `from` plus `added`, or `from`
/// with variadic operands and results where `from` takes exactly one
/// (`variadic`).
struct OpChange {
  std::string from;
  std::string to;
  std::vector<std::pair<const char *, Default>> added;
  bool variadic = false;
};

/// The history of every op with more than one version.
const std::vector<OpChange> &opChanges() {
  static const std::vector<OpChange> changes = [] {
    std::vector<OpChange> c;
    auto change = [&](StringRef op, int fromVersion,
                      std::vector<std::pair<const char *, Default>> added,
                      bool variadic = false) {
      std::string base = ("vhlo." + op + "_v").str();
      c.push_back({base + std::to_string(fromVersion),
                   base + std::to_string(fromVersion + 1), std::move(added),
                   variadic});
    };
    // result_accuracy: exponential in 1.9.0, the others in 1.10.0.
    for (StringRef op : {"cbrt", "cosine", "exponential", "exponential_minus_one",
                         "log", "log_plus_one", "logistic", "rsqrt", "sine",
                         "sqrt", "tan", "tanh"})
      change(op, 1, {{"result_accuracy", Default::ResultAccuracy}});
    change("dot_general", 1,
           {{"lhs_precision_type", Default::NoneType},
            {"rhs_precision_type", Default::NoneType},
            {"accumulation_type", Default::NoneType},
            {"lhs_component_count", Default::NoneType},
            {"rhs_component_count", Default::NoneType},
            {"num_primitive_operations", Default::NoneType},
            {"allow_imprecise_accumulation", Default::NoneType}});
    for (StringRef op : {"gather", "dynamic_gather"})
      change(op, 1,
             {{"operand_batching_dims", Default::EmptyDims},
              {"start_indices_batching_dims", Default::EmptyDims}});
    change("scatter", 1,
           {{"input_batching_dims", Default::EmptyDims},
            {"scatter_indices_batching_dims", Default::EmptyDims}});
    // Variadic operands and results.
    for (StringRef op : {"all_gather", "all_reduce", "all_to_all"})
      change(op, 1, {}, /*variadic=*/true);
    // Relaxed constraints: nothing to add.
    change("composite", 1, {});
    for (StringRef op : {"send", "recv"})
      change(op, 1, {{"source_target_pairs", Default::EmptyDims}});
    return c;
  }();
  return changes;
}

Attribute makeDefault(MLIRContext *ctx, Default kind) {
  switch (kind) {
  case Default::ResultAccuracy: {
    APFloat zero(0.0);
    return vhlo::ResultAccuracyV1Attr::get(
        ctx, zero, zero, 0,
        vhlo::ResultAccuracyModeV1Attr::get(
            ctx, vhlo::ResultAccuracyModeV1::DEFAULT));
  }
  case Default::NoneType:
    return vhlo::TypeV1Attr::get(ctx, vhlo::NoneV1Type::get(ctx));
  case Default::EmptyDims:
    return vhlo::TensorV1Attr::get(
        ctx,
        vhlo::RankedTensorV1Type::get(ctx, {0},
                                      vhlo::IntegerSI64V1Type::get(ctx), {}),
        {});
  }
  llvm_unreachable("unknown default");
}

/// Explains why `op`, at version `change.to`, cannot move down to
/// `change.from`; empty when it can.
std::string downgradeProblem(Operation *op, const OpChange &change) {
  MLIRContext *ctx = op->getContext();
  for (auto [attr, kind] : change.added)
    if (op->getAttr(attr) != makeDefault(ctx, kind))
      return (Twine("cannot express ") + attr).str();
  if (change.variadic &&
      (op->getNumOperands() != 1 || op->getNumResults() != 1))
    return (Twine("cannot express ") + Twine(op->getNumOperands()) +
            " operands and " + Twine(op->getNumResults()) + " results")
        .str();
  return "";
}

/// Replaces `op` by an op named `name` with the same operands, results,
/// regions and attributes (after `edit`).
Operation *renameOp(Operation *op, StringRef name,
                    llvm::function_ref<void(NamedAttrList &)> edit) {
  OpBuilder builder(op);
  OperationState state(op->getLoc(), name);
  state.addOperands(op->getOperands());
  state.addTypes(op->getResultTypes());
  NamedAttrList attrs(op->getAttrDictionary());
  edit(attrs);
  state.addAttributes(attrs);
  for (Region &region : op->getRegions())
    state.addRegion()->takeBody(region);
  Operation *replacement = builder.create(state);
  op->replaceAllUsesWith(replacement->getResults());
  op->erase();
  return replacement;
}

LogicalResult checkTypesAndAttrs(ModuleOp module, vhlo::Version target);

/// Moves every vhlo op to the version that exists at `target`.
LogicalResult convertToVersion(ModuleOp module, vhlo::Version target) {
  MLIRContext *ctx = module.getContext();
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (isa<vhlo::VersionedOpInterface>(op))
      ops.push_back(op);
  });
  for (Operation *op : ops) {
    // Upgrade while the op is older than the target allows, downgrade while
    // it is newer; each step is one entry of the table.
    bool changed = true;
    while (changed) {
      changed = false;
      auto versioned = cast<vhlo::VersionedOpInterface>(op);
      StringRef name = op->getName().getStringRef();
      for (const OpChange &change : opChanges()) {
        if (name == change.from && versioned.getMaxVersion() < target) {
          op = renameOp(op, change.to, [&](NamedAttrList &attrs) {
            for (auto [attr, kind] : change.added)
              attrs.set(attr, makeDefault(ctx, kind));
          });
          changed = true;
          break;
        }
        if (name == change.to && target < versioned.getMinVersion()) {
          std::string problem = downgradeProblem(op, change);
          if (!problem.empty())
            return op->emitError()
                   << problem << " in version " << target.str() << " ("
                   << name << " needs " << versioned.getMinVersion().str()
                   << ")";
          op = renameOp(op, change.from, [&](NamedAttrList &attrs) {
            for (auto [attr, kind] : change.added)
              attrs.erase(attr);
          });
          changed = true;
          break;
        }
      }
    }
    auto versioned = cast<vhlo::VersionedOpInterface>(op);
    if (target < versioned.getMinVersion() ||
        versioned.getMaxVersion() < target)
      return op->emitError() << op->getName() << " does not exist in version "
                             << target.str() << " (it exists in "
                             << versioned.getMinVersion().str() << " to "
                             << versioned.getMaxVersion().str() << ")";
  }
  return checkTypesAndAttrs(module, target);
}

//===----------------------------------------------------------------------===//
// Types and attributes to StableHLO
//===----------------------------------------------------------------------===//

class Legalizer {
public:
  explicit Legalizer(MLIRContext *ctx) : ctx(ctx), builder(ctx) {}

  Type convertType(Type type);
  Attribute convertAttr(Attribute attr);
  LogicalResult convertOp(Operation *op);

private:
  FailureOr<NamedAttrList> convertAttrs(Operation *op, StringRef target);
  FailureOr<NamedAttrList> convertFuncAttrs(Operation *op);

  MLIRContext *ctx;
  Builder builder;
};

Type Legalizer::convertType(Type type) {
  using namespace vhlo;
  if (const llvm::fltSemantics *semantics = getVhloFloatSemantics(type)) {
    (void)semantics;
    return llvm::TypeSwitch<Type, Type>(type)
        .Case([&](FloatBF16V1Type) { return builder.getBF16Type(); })
        .Case([&](FloatF16V1Type) { return builder.getF16Type(); })
        .Case([&](FloatF32V1Type) { return builder.getF32Type(); })
        .Case([&](FloatF64V1Type) { return builder.getF64Type(); })
        .Case([&](FloatTF32V1Type) { return builder.getTF32Type(); })
        .Case([&](FloatF4E2M1FNV1Type) { return builder.getType<Float4E2M1FNType>(); })
        .Case([&](FloatF6E2M3FNV1Type) { return builder.getType<Float6E2M3FNType>(); })
        .Case([&](FloatF6E3M2FNV1Type) { return builder.getType<Float6E3M2FNType>(); })
        .Case([&](FloatF8E3M4V1Type) { return builder.getType<Float8E3M4Type>(); })
        .Case([&](FloatF8E4M3V1Type) { return builder.getType<Float8E4M3Type>(); })
        .Case([&](FloatF8E4M3FNV1Type) { return builder.getType<Float8E4M3FNType>(); })
        .Case([&](FloatF8E5M2V1Type) { return builder.getType<Float8E5M2Type>(); })
        .Case([&](FloatF8E4M3FNUZV1Type) { return builder.getType<Float8E4M3FNUZType>(); })
        .Case([&](FloatF8E5M2FNUZV1Type) { return builder.getType<Float8E5M2FNUZType>(); })
        .Case([&](FloatF8E4M3B11FNUZV1Type) { return builder.getType<Float8E4M3B11FNUZType>(); })
        .Case([&](FloatF8E8M0FNUV1Type) { return builder.getType<Float8E8M0FNUType>(); })
        .Default([](Type) { return Type(); });
  }
  auto integer = [&](unsigned width, bool isUnsigned) -> Type {
    return IntegerType::get(ctx, width,
                            isUnsigned ? IntegerType::Unsigned
                                       : IntegerType::Signless);
  };
  return llvm::TypeSwitch<Type, Type>(type)
      .Case([&](BooleanV1Type) { return integer(1, false); })
      .Case([&](IntegerSI2V1Type) { return integer(2, false); })
      .Case([&](IntegerSI4V1Type) { return integer(4, false); })
      .Case([&](IntegerSI8V1Type) { return integer(8, false); })
      .Case([&](IntegerSI16V1Type) { return integer(16, false); })
      .Case([&](IntegerSI32V1Type) { return integer(32, false); })
      .Case([&](IntegerSI64V1Type) { return integer(64, false); })
      .Case([&](IntegerUI2V1Type) { return integer(2, true); })
      .Case([&](IntegerUI4V1Type) { return integer(4, true); })
      .Case([&](IntegerUI8V1Type) { return integer(8, true); })
      .Case([&](IntegerUI16V1Type) { return integer(16, true); })
      .Case([&](IntegerUI32V1Type) { return integer(32, true); })
      .Case([&](IntegerUI64V1Type) { return integer(64, true); })
      .Case([&](IndexV1Type) { return builder.getIndexType(); })
      .Case([&](NoneV1Type) { return builder.getNoneType(); })
      .Case([&](TokenV1Type) { return stablehlo::TokenType::get(ctx); })
      .Case([&](ComplexV1Type t) -> Type {
        Type element = convertType(t.getElementType());
        return element ? ComplexType::get(element) : Type();
      })
      .Case([&](RankedTensorV1Type t) -> Type {
        Type element = convertType(t.getElementType());
        Attribute encoding;
        if (t.getEncoding()) {
          encoding = convertAttr(t.getEncoding());
          if (!encoding)
            return {};
        }
        return element ? RankedTensorType::get(t.getShape(), element, encoding)
                       : Type();
      })
      .Case([&](UnrankedTensorV1Type t) -> Type {
        Type element = convertType(t.getElementType());
        return element ? UnrankedTensorType::get(element) : Type();
      })
      .Case([&](TupleV1Type t) -> Type {
        SmallVector<Type> types;
        for (Type element : t.getTypes()) {
          types.push_back(convertType(element));
          if (!types.back())
            return {};
        }
        return TupleType::get(ctx, types);
      })
      .Case([&](FunctionV1Type t) -> Type {
        SmallVector<Type> inputs, outputs;
        for (Type input : t.getInputs())
          if (!inputs.emplace_back(convertType(input)))
            return {};
        for (Type output : t.getOutputs())
          if (!outputs.emplace_back(convertType(output)))
            return {};
        return FunctionType::get(ctx, inputs, outputs);
      })
      .Case([&](UniformQuantizedV1Type t) -> Type {
        Type storage = convertType(t.getStorageType());
        Type expressed = convertType(t.getExpressedType());
        if (!storage || !expressed)
          return {};
        return quant::UniformQuantizedType::get(
            t.getFlags(), storage, expressed, t.getScale().convertToDouble(),
            t.getZeroPoint(), t.getStorageTypeMin(), t.getStorageTypeMax());
      })
      .Case([&](UniformQuantizedPerAxisV1Type t) -> Type {
        Type storage = convertType(t.getStorageType());
        Type expressed = convertType(t.getExpressedType());
        if (!storage || !expressed)
          return {};
        SmallVector<double> scales;
        for (const APFloat &scale : t.getScales())
          scales.push_back(scale.convertToDouble());
        return quant::UniformQuantizedPerAxisType::get(
            t.getFlags(), storage, expressed, scales, t.getZeroPoints(),
            t.getQuantizedDimension(), t.getStorageTypeMin(),
            t.getStorageTypeMax());
      })
      .Default([&](Type other) -> Type {
        // Types of other dialects (none appear in artifacts) stay.
        if (other.getDialect().getNamespace() == "vhlo")
          return {};
        return other;
      });
}

Attribute Legalizer::convertAttr(Attribute attr) {
  using namespace vhlo;
  return llvm::TypeSwitch<Attribute, Attribute>(attr)
      .Case([&](ArrayV1Attr a) -> Attribute {
        SmallVector<Attribute> elements;
        for (Attribute element : a.getValue())
          if (!elements.emplace_back(convertAttr(element)))
            return {};
        return builder.getArrayAttr(elements);
      })
      .Case([&](BooleanV1Attr a) { return builder.getBoolAttr(a.getValue()); })
      .Case([&](DictionaryV1Attr a) -> Attribute {
        NamedAttrList entries;
        for (auto [name, value] : a.getValue()) {
          auto key = llvm::dyn_cast_or_null<StringAttr>(convertAttr(name));
          Attribute converted = convertAttr(value);
          if (!key || !converted)
            return {};
          entries.append(key, converted);
        }
        return entries.getDictionary(ctx);
      })
      .Case([&](FloatV1Attr a) -> Attribute {
        Type type = convertType(a.getType());
        return type ? FloatAttr::get(type, a.getValue()) : Attribute();
      })
      .Case([&](IntegerV1Attr a) -> Attribute {
        Type type = convertType(a.getType());
        return type ? IntegerAttr::get(type, a.getValue()) : Attribute();
      })
      .Case([&](StringV1Attr a) { return builder.getStringAttr(a.getValue()); })
      .Case([&](TensorV1Attr a) -> Attribute {
        auto type = llvm::dyn_cast_or_null<ShapedType>(convertType(a.getType()));
        if (!type)
          return {};
        ArrayRef<char> data = a.getData();
        // i1 data is one byte per element (or one for a splat); MLIR's
        // dense storage packs it.
        if (type.getElementType().isInteger(1)) {
          SmallVector<bool> bits(data.begin(), data.end());
          if (bits.size() == 1 && type.getNumElements() != 1)
            return DenseElementsAttr::get(type, bits.front() != 0);
          return DenseElementsAttr::get(type, bits);
        }
        bool detectedSplat = false;
        if (!DenseElementsAttr::isValidRawBuffer(type, data, detectedSplat))
          return {};
        return DenseElementsAttr::getFromRawBuffer(type, data);
      })
      .Case([&](TypeV1Attr a) -> Attribute {
        Type type = convertType(a.getValue());
        return type ? TypeAttr::get(type) : Attribute();
      })
      .Case([&](TypeExtensionsV1Attr a) -> Attribute {
        return stablehlo::TypeExtensionsAttr::get(ctx, a.getBounds());
      })
      .Case([&](OutputOperandAliasV1Attr a) -> Attribute {
        return stablehlo::OutputOperandAliasAttr::get(
            ctx, a.getOutputTupleIndices(), a.getOperandIndex(),
            a.getOperandTupleIndices());
      })
      .Case([&](ResultAccuracyV1Attr a) -> Attribute {
        auto mode = llvm::dyn_cast<ResultAccuracyModeV1Attr>(a.getMode());
        if (!mode)
          return {};
        return stablehlo::ResultAccuracyAttr::get(
            ctx, a.getAtol(), a.getRtol(), a.getUlps(),
            stablehlo::ResultAccuracyModeAttr::get(
                ctx, *stablehlo::symbolizeResultAccuracyMode(
                         static_cast<uint32_t>(mode.getValue()))));
      })
      .Case([&](ComparisonDirectionV1Attr a) -> Attribute {
        return stablehlo::ComparisonDirectionAttr::get(
            ctx, *stablehlo::symbolizeComparisonDirection(
                     static_cast<uint32_t>(a.getValue())));
      })
      .Case([&](ComparisonTypeV1Attr a) -> Attribute {
        return stablehlo::ComparisonTypeAttr::get(
            ctx, *stablehlo::symbolizeComparisonType(
                     static_cast<uint32_t>(a.getValue())));
      })
      .Case([&](CustomCallApiVersionV1Attr a) -> Attribute {
        auto value = stablehlo::symbolizeCustomCallApiVersion(
            static_cast<uint32_t>(a.getValue()));
        return value ? stablehlo::CustomCallApiVersionAttr::get(ctx, *value)
                     : Attribute();
      })
      .Case([&](FftTypeV1Attr a) -> Attribute {
        return stablehlo::FftTypeAttr::get(
            ctx,
            *stablehlo::symbolizeFftType(static_cast<uint32_t>(a.getValue())));
      })
      .Case([&](PrecisionV1Attr a) -> Attribute {
        return stablehlo::PrecisionAttr::get(
            ctx, *stablehlo::symbolizePrecision(
                     static_cast<uint32_t>(a.getValue())));
      })
      .Case([&](RngAlgorithmV1Attr a) -> Attribute {
        return stablehlo::RngAlgorithmAttr::get(
            ctx, *stablehlo::symbolizeRngAlgorithm(
                     static_cast<uint32_t>(a.getValue())));
      })
      .Case([&](RngDistributionV1Attr a) -> Attribute {
        return stablehlo::RngDistributionAttr::get(
            ctx, *stablehlo::symbolizeRngDistribution(
                     static_cast<uint32_t>(a.getValue())));
      })
      .Case([&](TransposeV1Attr a) -> Attribute {
        return stablehlo::TransposeAttr::get(
            ctx, *stablehlo::symbolizeTranspose(
                     static_cast<uint32_t>(a.getValue())));
      })
      .Default([&](Attribute other) -> Attribute {
        // Builtin attributes (module attributes, locations) stay.
        if (other.getDialect().getNamespace() == "vhlo")
          return {};
        return other;
      });
}

//===----------------------------------------------------------------------===//
// Ops to StableHLO
//===----------------------------------------------------------------------===//

/// Integer-list attributes StableHLO stores as `array<i64>` (vhlo stores
/// every list as a tensor).
bool isI64ArrayAttr(StringRef name) {
  static const llvm::StringSet<> names = {
      "broadcast_dimensions", "broadcast_sizes", "dimensions",
      "edge_padding_high", "edge_padding_low", "fft_length",
      "interior_padding", "limit_indices", "permutation", "slice_sizes",
      "start_indices", "strides", "window_dimensions", "window_strides",
      "base_dilations", "window_dilations", "lhs_dilation", "rhs_dilation",
      "known_expanding_dimensions", "known_nonexpanding_dimensions"};
  return names.contains(name);
}

/// True when every element of a dense attribute is `value`.
bool isSplatOf(Attribute attr, int64_t value) {
  if (auto array = llvm::dyn_cast<DenseI64ArrayAttr>(attr))
    return llvm::all_of(array.asArrayRef(),
                        [&](int64_t v) { return v == value; });
  if (auto bools = llvm::dyn_cast<DenseBoolArrayAttr>(attr))
    return llvm::all_of(bools.asArrayRef(),
                        [&](bool v) { return v == (value != 0); });
  if (auto dense = llvm::dyn_cast<DenseIntElementsAttr>(attr))
    return llvm::all_of(dense.getValues<APInt>(), [&](const APInt &v) {
      return v.getSExtValue() == value;
    });
  return false;
}

/// Attributes vhlo always spells out that StableHLO leaves out at their
/// default, by op (nullptr: any op): the attribute is dropped when `isDefault`
/// holds for its converted value.
struct OptionalDefault {
  const char *op;
  const char *attr;
  bool (*isDefault)(Attribute);
};

bool isOnes(Attribute a) { return isSplatOf(a, 1); }
bool isZeros(Attribute a) { return isSplatOf(a, 0); }
bool isFalse(Attribute a) {
  auto b = llvm::dyn_cast<BoolAttr>(a);
  return b && !b.getValue();
}
bool isEmptyString(Attribute a) {
  auto s = llvm::dyn_cast<StringAttr>(a);
  return s && s.getValue().empty();
}
bool isEmptyArray(Attribute a) {
  auto array = llvm::dyn_cast<ArrayAttr>(a);
  if (array)
    return array.empty();
  if (auto dense = llvm::dyn_cast<DenseI64ArrayAttr>(a))
    return dense.empty();
  if (auto elements = llvm::dyn_cast<DenseElementsAttr>(a))
    return elements.getNumElements() == 0;
  return false;
}
bool isNoType(Attribute a) {
  auto t = llvm::dyn_cast<stablehlo::ComparisonTypeAttr>(a);
  return t && t.getValue() == stablehlo::ComparisonType::NOTYPE;
}
bool isDefaultAccuracy(Attribute a) {
  auto r = llvm::dyn_cast<stablehlo::ResultAccuracyAttr>(a);
  return r && r.getAtol().isZero() && r.getRtol().isZero() &&
         r.getUlps() == 0 &&
         r.getMode().getValue() == stablehlo::ResultAccuracyMode::DEFAULT;
}
bool isAllDefaultPrecision(Attribute a) {
  auto array = llvm::dyn_cast<ArrayAttr>(a);
  return array && llvm::all_of(array, [](Attribute p) {
           auto precision = llvm::dyn_cast<stablehlo::PrecisionAttr>(p);
           return precision &&
                  precision.getValue() == stablehlo::Precision::DEFAULT;
         });
}
bool isOriginalApi(Attribute a) {
  auto v = llvm::dyn_cast<stablehlo::CustomCallApiVersionAttr>(a);
  return v &&
         v.getValue() == stablehlo::CustomCallApiVersion::API_VERSION_ORIGINAL;
}
bool isAllEmptyDicts(Attribute a) {
  auto array = llvm::dyn_cast<ArrayAttr>(a);
  return array && llvm::all_of(array, [](Attribute d) {
           auto dict = llvm::dyn_cast<DictionaryAttr>(d);
           return dict && dict.empty();
         });
}

const OptionalDefault kOptionalDefaults[] = {
    {nullptr, "window_strides", isOnes},
    {nullptr, "lhs_dilation", isOnes},
    {nullptr, "rhs_dilation", isOnes},
    {nullptr, "base_dilations", isOnes},
    {nullptr, "window_dilations", isOnes},
    {nullptr, "window_reversal", isZeros},
    {nullptr, "padding", isZeros},
    {nullptr, "result_accuracy", isDefaultAccuracy},
    {nullptr, "known_expanding_dimensions", isEmptyArray},
    {nullptr, "known_nonexpanding_dimensions", isEmptyArray},
    {"stablehlo.compare", "compare_type", isNoType},
    {"stablehlo.custom_call", "backend_config", isEmptyString},
    {"stablehlo.custom_call", "called_computations", isEmptyArray},
    {"stablehlo.custom_call", "has_side_effect", isFalse},
    {"stablehlo.custom_call", "api_version", isOriginalApi},
    {"stablehlo.custom_call", "output_operand_aliases", isEmptyArray},
    {"stablehlo.custom_call", "operand_layouts", isEmptyArray},
    {"stablehlo.custom_call", "result_layouts", isEmptyArray},
    {"stablehlo.dot_general", "precision_config", isAllDefaultPrecision},
    {"stablehlo.convolution", "precision_config", isAllDefaultPrecision},
    {"stablehlo.dot", "precision_config", isAllDefaultPrecision},
    {"stablehlo.infeed", "layout", isEmptyArray},
    {"stablehlo.send", "source_target_pairs", isEmptyArray},
    {"stablehlo.recv", "source_target_pairs", isEmptyArray},
    {"func.func", "sym_visibility", isEmptyString},
    {"func.func", "arg_attrs", isAllEmptyDicts},
    {"func.func", "res_attrs", isAllEmptyDicts},
};

/// Reads a converted integer-list attribute.
std::optional<SmallVector<int64_t>> getInts(Attribute attr) {
  if (auto array = llvm::dyn_cast_or_null<DenseI64ArrayAttr>(attr))
    return SmallVector<int64_t>(array.asArrayRef());
  if (auto dense = llvm::dyn_cast_or_null<DenseIntElementsAttr>(attr)) {
    SmallVector<int64_t> out;
    for (const APInt &v : dense.getValues<APInt>())
      out.push_back(v.getSExtValue());
    return out;
  }
  return std::nullopt;
}

std::optional<int64_t> getInt(Attribute attr) {
  if (auto integer = llvm::dyn_cast_or_null<IntegerAttr>(attr))
    return integer.getInt();
  return std::nullopt;
}

/// The StableHLO name of a vhlo op: `vhlo.add_v1` is `stablehlo.add`.
std::string stablehloName(Operation *op) {
  StringRef name = op->getName().stripDialect();
  name = name.substr(0, name.rfind("_v"));
  if (name == "func")
    return "func.func";
  if (name == "call")
    return "func.call";
  if (name == "return")
    return isa<func::FuncOp>(op->getParentOp()) ||
                   op->getParentOp()->getName().getStringRef() ==
                       "vhlo.func_v1"
               ? "func.return"
               : "stablehlo.return";
  return ("stablehlo." + name).str();
}

FailureOr<NamedAttrList> Legalizer::convertAttrs(Operation *op,
                                                 StringRef target) {
  NamedAttrList out;
  for (NamedAttribute named : op->getAttrs()) {
    Attribute converted = convertAttr(named.getValue());
    if (!converted) {
      op->emitError() << "cannot convert attribute " << named.getName()
                      << " = " << named.getValue() << " to StableHLO";
      return failure();
    }
    StringRef name = named.getName().getValue();
    if (isI64ArrayAttr(name))
      if (std::optional<SmallVector<int64_t>> ints = getInts(converted))
        converted = builder.getDenseI64ArrayAttr(*ints);
    if (name == "window_reversal")
      if (auto dense = llvm::dyn_cast<DenseIntElementsAttr>(converted)) {
        SmallVector<bool> bits;
        for (const APInt &v : dense.getValues<APInt>())
          bits.push_back(!v.isZero());
        converted = builder.getDenseBoolArrayAttr(bits);
      }
    out.set(name, converted);
  }
  // Regroup the attributes StableHLO keeps in structured attributes.
  auto take = [&](StringRef name) {
    Attribute value = out.get(name);
    out.erase(name);
    return value;
  };
  auto takeInts = [&](StringRef name) {
    return getInts(take(name)).value_or(SmallVector<int64_t>());
  };
  auto takeInt = [&](StringRef name) { return getInt(take(name)).value_or(0); };
  if (target == "stablehlo.dot_general") {
    auto lb = takeInts("lhs_batching_dimensions");
    auto rb = takeInts("rhs_batching_dimensions");
    auto lc = takeInts("lhs_contracting_dimensions");
    auto rc = takeInts("rhs_contracting_dimensions");
    out.set("dot_dimension_numbers",
            stablehlo::DotDimensionNumbersAttr::get(ctx, lb, rb, lc, rc));
    Attribute lhsType = take("lhs_precision_type");
    Attribute rhsType = take("rhs_precision_type");
    Attribute accType = take("accumulation_type");
    Attribute lhsCount = take("lhs_component_count");
    Attribute rhsCount = take("rhs_component_count");
    Attribute numOps = take("num_primitive_operations");
    Attribute imprecise = take("allow_imprecise_accumulation");
    auto isNone = [](Attribute a) {
      auto t = llvm::dyn_cast_or_null<TypeAttr>(a);
      return !a || (t && llvm::isa<NoneType>(t.getValue()));
    };
    if (!isNone(lhsType)) {
      auto boolValue = llvm::dyn_cast_or_null<BoolAttr>(imprecise);
      out.set("algorithm",
              stablehlo::DotAlgorithmAttr::get(
                  ctx, llvm::cast<TypeAttr>(lhsType).getValue(),
                  llvm::cast<TypeAttr>(rhsType).getValue(),
                  llvm::cast<TypeAttr>(accType).getValue(),
                  getInt(lhsCount).value_or(1), getInt(rhsCount).value_or(1),
                  getInt(numOps).value_or(1),
                  boolValue && boolValue.getValue()));
    }
  } else if (target == "stablehlo.gather" ||
             target == "stablehlo.dynamic_gather") {
    auto offset = takeInts("offset_dims");
    auto collapsed = takeInts("collapsed_slice_dims");
    auto operandBatch = takeInts("operand_batching_dims");
    auto indicesBatch = takeInts("start_indices_batching_dims");
    auto startIndexMap = takeInts("start_index_map");
    int64_t indexVectorDim = takeInt("index_vector_dim");
    out.set("dimension_numbers",
            stablehlo::GatherDimensionNumbersAttr::get(
                ctx, offset, collapsed, operandBatch, indicesBatch,
                startIndexMap, indexVectorDim));
    if (isFalse(out.get("indices_are_sorted")))
      out.erase("indices_are_sorted");
  } else if (target == "stablehlo.scatter") {
    auto window = takeInts("update_window_dims");
    auto inserted = takeInts("inserted_window_dims");
    auto inputBatch = takeInts("input_batching_dims");
    auto indicesBatch = takeInts("scatter_indices_batching_dims");
    auto toOperand = takeInts("scatter_dims_to_operand_dims");
    int64_t indexVectorDim = takeInt("index_vector_dim");
    out.set("scatter_dimension_numbers",
            stablehlo::ScatterDimensionNumbersAttr::get(
                ctx, window, inserted, inputBatch, indicesBatch, toOperand,
                indexVectorDim));
    if (isFalse(out.get("indices_are_sorted")))
      out.erase("indices_are_sorted");
    if (isFalse(out.get("unique_indices")))
      out.erase("unique_indices");
  } else if (target == "stablehlo.convolution" ||
             target == "stablehlo.dynamic_conv") {
    int64_t ib = takeInt("input_batch_dimension");
    int64_t ifd = takeInt("input_feature_dimension");
    auto is = takeInts("input_spatial_dimensions");
    int64_t kif = takeInt("kernel_input_feature_dimension");
    int64_t kof = takeInt("kernel_output_feature_dimension");
    auto ks = takeInts("kernel_spatial_dimensions");
    int64_t ob = takeInt("output_batch_dimension");
    int64_t of = takeInt("output_feature_dimension");
    auto os = takeInts("output_spatial_dimensions");
    out.set("dimension_numbers",
            stablehlo::ConvDimensionNumbersAttr::get(ctx, ib, ifd, is, kif,
                                                     kof, ks, ob, of, os));
  } else if (target == "stablehlo.custom_call") {
    // Called computations are symbol names.
    if (auto array = llvm::dyn_cast_or_null<ArrayAttr>(
            out.get("called_computations"))) {
      SmallVector<Attribute> symbols;
      for (Attribute name : array)
        if (auto s = llvm::dyn_cast<StringAttr>(name))
          symbols.push_back(FlatSymbolRefAttr::get(s));
      out.set("called_computations", builder.getArrayAttr(symbols));
    }
  } else if (target == "func.call") {
    if (auto callee = llvm::dyn_cast_or_null<StringAttr>(out.get("callee")))
      out.set("callee", FlatSymbolRefAttr::get(callee));
  } else if (target == "stablehlo.composite") {
    if (auto d = llvm::dyn_cast_or_null<StringAttr>(out.get("decomposition")))
      out.set("decomposition", FlatSymbolRefAttr::get(d));
  }
  // Channel handles: vhlo spells out channel_id/channel_type.
  if (out.get("channel_id")) {
    int64_t id = takeInt("channel_id");
    int64_t type = out.get("channel_type") ? takeInt("channel_type") : 0;
    if (id != 0 || target == "stablehlo.send" || target == "stablehlo.recv")
      out.set("channel_handle",
              stablehlo::ChannelHandleAttr::get(ctx, id, type));
  }
  if (Attribute global = out.get("use_global_device_ids")) {
    out.erase("use_global_device_ids");
    if (!isFalse(global))
      out.set("use_global_device_ids", builder.getUnitAttr());
  }
  for (const OptionalDefault &d : kOptionalDefaults) {
    if (d.op && target != d.op)
      continue;
    if (Attribute value = out.get(d.attr))
      if (d.isDefault(value))
        out.erase(d.attr);
  }
  return out;
}

LogicalResult Legalizer::convertOp(Operation *op) {
  std::string target = stablehloName(op);
  FailureOr<NamedAttrList> attrs = convertAttrs(op, target);
  if (failed(attrs))
    return failure();
  SmallVector<Type> resultTypes;
  for (Type type : op->getResultTypes()) {
    resultTypes.push_back(convertType(type));
    if (!resultTypes.back())
      return op->emitError() << "cannot convert result type " << type;
  }
  if (!RegisteredOperationName::lookup(target, ctx))
    return op->emitError() << "no StableHLO op " << target << " for "
                           << op->getName();
  OpBuilder opBuilder(op);
  OperationState state(op->getLoc(), target);
  state.addOperands(op->getOperands());
  state.addTypes(resultTypes);
  state.addAttributes(*attrs);
  for (Region &region : op->getRegions())
    state.addRegion()->takeBody(region);
  Operation *replacement = opBuilder.create(state);
  op->replaceAllUsesWith(replacement->getResults());
  op->erase();
  return success();
}

/// Whether `op` belongs to a dialect portable artifacts carry only with
/// allow-other-dialects: neither StableHLO nor func nor vhlo nor builtin.
bool isOtherDialectOp(Operation *op) {
  StringRef ns = op->getName().getDialectNamespace();
  return ns != stablehlo::StableHLODialect::getDialectNamespace() &&
         ns != func::FuncDialect::getDialectNamespace() &&
         ns != vhlo::VHLODialect::getDialectNamespace() && ns != "builtin";
}

/// Converts a module of current-version vhlo ops to StableHLO. Ops of other
/// dialects are an error unless `allowOtherDialects`, which keeps them; the
/// builtin.unrealized_conversion_cast ops that stood between them and vhlo
/// ops then cast a type to itself and go away.
LogicalResult legalizeToStablehlo(ModuleOp module, bool allowOtherDialects) {
  MLIRContext *ctx = module.getContext();
  if (!allowOtherDialects) {
    WalkResult other = module.walk([&](Operation *op) -> WalkResult {
      if (!isOtherDialectOp(op))
        return WalkResult::advance();
      op->emitError() << op->getName()
                      << " is not a vhlo, StableHLO or func op; pass "
                         "allow-other-dialects to keep ops of other dialects";
      return WalkResult::interrupt();
    });
    if (other.wasInterrupted())
      return failure();
  }
  ctx->getOrLoadDialect<stablehlo::StableHLODialect>();
  ctx->getOrLoadDialect<func::FuncDialect>();
  Legalizer legalizer(ctx);
  // Block arguments first, then ops innermost first (a return must know its
  // parent is still a vhlo.func_v1).
  WalkResult walk = module.walk([&](Block *block) -> WalkResult {
    for (BlockArgument arg : block->getArguments()) {
      Type type = legalizer.convertType(arg.getType());
      if (!type)
        return emitError(arg.getLoc())
               << "cannot convert block argument type " << arg.getType();
      arg.setType(type);
    }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (op->getDialect() &&
        op->getDialect()->getNamespace() == vhlo::VHLODialect::getDialectNamespace())
      ops.push_back(op);
  });
  for (Operation *op : ops) {
    auto versioned = cast<vhlo::VersionedOpInterface>(op);
    if (versioned.getMaxVersion() < vhlo::Version::getCurrentVersion())
      return op->emitError()
             << op->getName()
             << " is not the current version of the op; run "
                "vhlo-to-version{target=current} first";
    if (failed(legalizer.convertOp(op)))
      return failure();
  }
  // Casts: the vhlo types they cast to become StableHLO types, and the casts
  // left between types that are now the same go away.
  SmallVector<UnrealizedConversionCastOp> casts;
  WalkResult castWalk =
      module.walk([&](UnrealizedConversionCastOp cast) -> WalkResult {
        for (Value result : cast->getResults()) {
          Type type = legalizer.convertType(result.getType());
          if (!type)
            return cast.emitError() << "cannot convert result type "
                                    << result.getType();
          result.setType(type);
        }
        if (cast->getNumOperands() == 1 && cast->getNumResults() == 1 &&
            cast.getOperand(0).getType() == cast.getResult(0).getType())
          casts.push_back(cast);
        return WalkResult::advance();
      });
  if (castWalk.wasInterrupted())
    return failure();
  for (UnrealizedConversionCastOp cast : casts) {
    cast.getResult(0).replaceAllUsesWith(cast.getOperand(0));
    cast.erase();
  }
  // Module attributes may hold vhlo attributes.
  for (NamedAttribute named : module->getAttrs()) {
    Attribute converted = legalizer.convertAttr(named.getValue());
    if (!converted)
      return module.emitError() << "cannot convert module attribute "
                                << named.getName();
    module->setAttr(named.getName(), converted);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// StableHLO to vhlo
//===----------------------------------------------------------------------===//

/// The number of spatial dimensions an op's window attributes cover: the
/// convolution's spatial dimensions, or the operand's rank of the windowed
/// reductions.
int64_t windowRank(Operation *op) {
  if (auto dims = llvm::dyn_cast_or_null<stablehlo::ConvDimensionNumbersAttr>(
          op->getAttr("dimension_numbers")))
    return dims.getInputSpatialDimensions().size();
  if (op->getNumOperands() == 0)
    return 0;
  // The operand may already have its vhlo type.
  Type type = op->getOperand(0).getType();
  if (auto tensor = llvm::dyn_cast<vhlo::RankedTensorV1Type>(type))
    return tensor.getShape().size();
  if (auto shaped = llvm::dyn_cast<ShapedType>(type))
    if (shaped.hasRank())
      return shaped.getRank();
  return 0;
}

Attribute makeOnes(Operation *op) {
  return Builder(op->getContext())
      .getDenseI64ArrayAttr(SmallVector<int64_t>(windowRank(op), 1));
}
Attribute makePadding(Operation *op) {
  int64_t rank = windowRank(op);
  auto type = RankedTensorType::get(
      {rank, 2}, IntegerType::get(op->getContext(), 64));
  return DenseIntElementsAttr::get(type, SmallVector<int64_t>(rank * 2, 0));
}
Attribute makeNoReversal(Operation *op) {
  return Builder(op->getContext())
      .getDenseBoolArrayAttr(SmallVector<bool>(windowRank(op), false));
}
Attribute makeFalse(Operation *op) {
  return Builder(op->getContext()).getBoolAttr(false);
}
Attribute makeEmptyString(Operation *op) {
  return Builder(op->getContext()).getStringAttr("");
}
Attribute makeEmptyArray(Operation *op) {
  return Builder(op->getContext()).getArrayAttr({});
}
Attribute makeEmptyDims(Operation *op) {
  return Builder(op->getContext()).getDenseI64ArrayAttr({});
}
Attribute makeEmptyDict(Operation *op) {
  return Builder(op->getContext()).getDictionaryAttr({});
}
Attribute makeZeroI64(Operation *op) {
  return Builder(op->getContext()).getI64IntegerAttr(0);
}
Attribute makeZeroI32(Operation *op) {
  return Builder(op->getContext()).getI32IntegerAttr(0);
}
Attribute makeNoType(Operation *op) {
  return stablehlo::ComparisonTypeAttr::get(op->getContext(),
                                            stablehlo::ComparisonType::NOTYPE);
}
Attribute makeDefaultAccuracy(Operation *op) {
  MLIRContext *ctx = op->getContext();
  APFloat zero(0.0);
  return stablehlo::ResultAccuracyAttr::get(
      ctx, zero, zero, 0,
      stablehlo::ResultAccuracyModeAttr::get(
          ctx, stablehlo::ResultAccuracyMode::DEFAULT));
}
Attribute makeMinusOneI64(Operation *op) {
  return Builder(op->getContext()).getI64IntegerAttr(-1);
}
Attribute makeOriginalApi(Operation *op) {
  return stablehlo::CustomCallApiVersionAttr::get(
      op->getContext(), stablehlo::CustomCallApiVersion::API_VERSION_ORIGINAL);
}

/// The value a vhlo op's attribute takes when the StableHLO op leaves it out:
/// the defaults legalizing to StableHLO drops (kOptionalDefaults) and the
/// attributes StableHLO gives a default value.
struct MissingDefault {
  const char *op; // nullptr: any op
  const char *attr;
  Attribute (*make)(Operation *);
};

const MissingDefault kMissingDefaults[] = {
    {nullptr, "window_strides", makeOnes},
    {nullptr, "lhs_dilation", makeOnes},
    {nullptr, "rhs_dilation", makeOnes},
    {nullptr, "base_dilations", makeOnes},
    {nullptr, "window_dilations", makeOnes},
    {nullptr, "window_reversal", makeNoReversal},
    {nullptr, "padding", makePadding},
    {nullptr, "result_accuracy", makeDefaultAccuracy},
    {nullptr, "known_expanding_dimensions", makeEmptyDims},
    {nullptr, "known_nonexpanding_dimensions", makeEmptyDims},
    {nullptr, "indices_are_sorted", makeFalse},
    {nullptr, "unique_indices", makeFalse},
    {nullptr, "is_host_transfer", makeFalse},
    {nullptr, "use_global_device_ids", makeFalse},
    {nullptr, "channel_id", makeZeroI64},
    {nullptr, "channel_type", makeZeroI64},
    {nullptr, "precision_config", makeEmptyArray},
    {"stablehlo.compare", "compare_type", makeNoType},
    {"stablehlo.sort", "dimension", makeMinusOneI64},
    {"stablehlo.sort", "is_stable", makeFalse},
    {"stablehlo.custom_call", "backend_config", makeEmptyString},
    {"stablehlo.custom_call", "called_computations", makeEmptyArray},
    {"stablehlo.custom_call", "has_side_effect", makeFalse},
    {"stablehlo.custom_call", "api_version", makeOriginalApi},
    {"stablehlo.custom_call", "output_operand_aliases", makeEmptyArray},
    {"stablehlo.custom_call", "operand_layouts", makeEmptyArray},
    {"stablehlo.custom_call", "result_layouts", makeEmptyArray},
    {"stablehlo.composite", "composite_attributes", makeEmptyDict},
    {"stablehlo.composite", "version", makeZeroI32},
    {"stablehlo.infeed", "infeed_config", makeEmptyString},
    {"stablehlo.infeed", "layout", makeEmptyArray},
    {"stablehlo.outfeed", "outfeed_config", makeEmptyString},
    {"stablehlo.send", "source_target_pairs", makeEmptyDims},
    {"stablehlo.recv", "source_target_pairs", makeEmptyDims},
    {"func.func", "sym_visibility", makeEmptyString},
    {"func.func", "arg_attrs", makeEmptyArray},
    {"func.func", "res_attrs", makeEmptyArray},
};

/// Converts StableHLO, func and builtin IR into vhlo ops of the current
/// version, the inverse of Legalizer.
class Versioner {
public:
  explicit Versioner(MLIRContext *ctx) : ctx(ctx), builder(ctx) {}

  Type convertType(Type type);
  Attribute convertAttr(Attribute attr);
  LogicalResult convertOp(Operation *op);

private:
  FailureOr<NamedAttrList> convertAttrs(Operation *op, StringRef source,
                                        OperationName target);
  Attribute i64(int64_t v) {
    return vhlo::IntegerV1Attr::get(ctx, vhlo::IntegerSI64V1Type::get(ctx),
                                    APInt(64, v, /*isSigned=*/true));
  }
  Attribute i64s(ArrayRef<int64_t> values) {
    return convertAttr(builder.getDenseI64ArrayAttr(values));
  }

  MLIRContext *ctx;
  Builder builder;
};

Type Versioner::convertType(Type type) {
  using namespace vhlo;
  return llvm::TypeSwitch<Type, Type>(type)
      .Case([&](BFloat16Type) { return FloatBF16V1Type::get(ctx); })
      .Case([&](Float16Type) { return FloatF16V1Type::get(ctx); })
      .Case([&](Float32Type) { return FloatF32V1Type::get(ctx); })
      .Case([&](Float64Type) { return FloatF64V1Type::get(ctx); })
      .Case([&](FloatTF32Type) { return FloatTF32V1Type::get(ctx); })
      .Case([&](Float4E2M1FNType) { return FloatF4E2M1FNV1Type::get(ctx); })
      .Case([&](Float6E2M3FNType) { return FloatF6E2M3FNV1Type::get(ctx); })
      .Case([&](Float6E3M2FNType) { return FloatF6E3M2FNV1Type::get(ctx); })
      .Case([&](Float8E3M4Type) { return FloatF8E3M4V1Type::get(ctx); })
      .Case([&](Float8E4M3Type) { return FloatF8E4M3V1Type::get(ctx); })
      .Case([&](Float8E4M3FNType) { return FloatF8E4M3FNV1Type::get(ctx); })
      .Case([&](Float8E5M2Type) { return FloatF8E5M2V1Type::get(ctx); })
      .Case([&](Float8E4M3FNUZType) {
        return FloatF8E4M3FNUZV1Type::get(ctx);
      })
      .Case([&](Float8E5M2FNUZType) {
        return FloatF8E5M2FNUZV1Type::get(ctx);
      })
      .Case([&](Float8E4M3B11FNUZType) {
        return FloatF8E4M3B11FNUZV1Type::get(ctx);
      })
      .Case([&](Float8E8M0FNUType) { return FloatF8E8M0FNUV1Type::get(ctx); })
      .Case([&](IntegerType t) -> Type {
        if (t.isSigned())
          return {};
        bool isUnsigned = t.isUnsigned();
        switch (t.getWidth()) {
        case 1:
          return isUnsigned ? Type() : Type(BooleanV1Type::get(ctx));
        case 2:
          return isUnsigned ? Type(IntegerUI2V1Type::get(ctx))
                            : Type(IntegerSI2V1Type::get(ctx));
        case 4:
          return isUnsigned ? Type(IntegerUI4V1Type::get(ctx))
                            : Type(IntegerSI4V1Type::get(ctx));
        case 8:
          return isUnsigned ? Type(IntegerUI8V1Type::get(ctx))
                            : Type(IntegerSI8V1Type::get(ctx));
        case 16:
          return isUnsigned ? Type(IntegerUI16V1Type::get(ctx))
                            : Type(IntegerSI16V1Type::get(ctx));
        case 32:
          return isUnsigned ? Type(IntegerUI32V1Type::get(ctx))
                            : Type(IntegerSI32V1Type::get(ctx));
        case 64:
          return isUnsigned ? Type(IntegerUI64V1Type::get(ctx))
                            : Type(IntegerSI64V1Type::get(ctx));
        default:
          return {};
        }
      })
      .Case([&](IndexType) { return IndexV1Type::get(ctx); })
      .Case([&](NoneType) { return NoneV1Type::get(ctx); })
      .Case([&](stablehlo::TokenType) { return TokenV1Type::get(ctx); })
      .Case([&](ComplexType t) -> Type {
        Type element = convertType(t.getElementType());
        return element ? ComplexV1Type::get(ctx, element) : Type();
      })
      .Case([&](RankedTensorType t) -> Type {
        Type element = convertType(t.getElementType());
        Attribute encoding;
        if (t.getEncoding()) {
          encoding = convertAttr(t.getEncoding());
          if (!encoding)
            return {};
        }
        return element
                   ? RankedTensorV1Type::get(ctx, t.getShape(), element, encoding)
                   : Type();
      })
      .Case([&](UnrankedTensorType t) -> Type {
        Type element = convertType(t.getElementType());
        return element ? UnrankedTensorV1Type::get(ctx, element) : Type();
      })
      .Case([&](TupleType t) -> Type {
        SmallVector<Type> types;
        for (Type element : t.getTypes())
          if (!types.emplace_back(convertType(element)))
            return {};
        return TupleV1Type::get(ctx, types);
      })
      .Case([&](FunctionType t) -> Type {
        SmallVector<Type> inputs, outputs;
        for (Type input : t.getInputs())
          if (!inputs.emplace_back(convertType(input)))
            return {};
        for (Type output : t.getResults())
          if (!outputs.emplace_back(convertType(output)))
            return {};
        return FunctionV1Type::get(ctx, inputs, outputs);
      })
      .Case([&](quant::UniformQuantizedPerAxisType t) -> Type {
        Type storage = convertType(t.getStorageType());
        Type expressed = convertType(t.getExpressedType());
        if (!storage || !expressed)
          return {};
        SmallVector<APFloat> scales;
        for (double scale : t.getScales())
          scales.push_back(APFloat(scale));
        return UniformQuantizedPerAxisV1Type::get(
            ctx, t.getFlags(), storage, expressed, t.getQuantizedDimension(),
            scales, t.getZeroPoints(), t.getStorageTypeMin(),
            t.getStorageTypeMax());
      })
      .Case([&](quant::UniformQuantizedType t) -> Type {
        Type storage = convertType(t.getStorageType());
        Type expressed = convertType(t.getExpressedType());
        if (!storage || !expressed)
          return {};
        return UniformQuantizedV1Type::get(
            ctx, t.getFlags(), storage, expressed, APFloat(t.getScale()),
            t.getZeroPoint(), t.getStorageTypeMin(), t.getStorageTypeMax());
      })
      .Default([](Type) { return Type(); });
}

/// Enumerations have the same values in StableHLO and vhlo.
template <typename VhloAttr, typename StablehloAttr, typename Symbolize>
Attribute convertEnum(MLIRContext *ctx, StablehloAttr attr,
                      Symbolize symbolize) {
  auto value = symbolize(static_cast<uint32_t>(attr.getValue()));
  return value ? VhloAttr::get(ctx, *value) : Attribute();
}

Attribute Versioner::convertAttr(Attribute attr) {
  using namespace vhlo;
  return llvm::TypeSwitch<Attribute, Attribute>(attr)
      .Case([&](ArrayAttr a) -> Attribute {
        SmallVector<Attribute> elements;
        for (Attribute element : a.getValue())
          if (!elements.emplace_back(convertAttr(element)))
            return {};
        return ArrayV1Attr::get(ctx, elements);
      })
      .Case([&](BoolAttr a) { return BooleanV1Attr::get(ctx, a.getValue()); })
      .Case([&](DictionaryAttr a) -> Attribute {
        SmallVector<std::pair<Attribute, Attribute>> entries;
        for (NamedAttribute named : a.getValue()) {
          Attribute value = convertAttr(named.getValue());
          if (!value)
            return {};
          entries.push_back({convertAttr(named.getName()), value});
        }
        return DictionaryV1Attr::get(ctx, entries);
      })
      .Case([&](FloatAttr a) -> Attribute {
        Type type = convertType(a.getType());
        return type ? FloatV1Attr::get(ctx, type, a.getValue()) : Attribute();
      })
      .Case([&](IntegerAttr a) -> Attribute {
        Type type = convertType(a.getType());
        return type ? IntegerV1Attr::get(ctx, type, a.getValue())
                    : Attribute();
      })
      .Case([&](StringAttr a) { return StringV1Attr::get(ctx, a.getValue()); })
      .Case([&](FlatSymbolRefAttr a) {
        return StringV1Attr::get(ctx, a.getValue());
      })
      .Case([&](DenseI64ArrayAttr a) -> Attribute {
        auto type = RankedTensorType::get({a.size()}, builder.getI64Type());
        return convertAttr(DenseIntElementsAttr::get(type, a.asArrayRef()));
      })
      .Case([&](DenseBoolArrayAttr a) -> Attribute {
        auto type = RankedTensorType::get({a.size()}, builder.getI1Type());
        return convertAttr(DenseIntElementsAttr::get(type, a.asArrayRef()));
      })
      .Case([&](DenseElementsAttr a) -> Attribute {
        Type type = convertType(a.getType());
        if (!type)
          return {};
        // i1 data is one byte per element (one for a splat).
        if (a.getElementType().isInteger(1)) {
          SmallVector<char> bytes;
          if (a.isSplat())
            bytes.push_back(a.getSplatValue<bool>() ? 1 : 0);
          else
            for (bool bit : a.getValues<bool>())
              bytes.push_back(bit ? 1 : 0);
          return TensorV1Attr::get(ctx, type, bytes);
        }
        return TensorV1Attr::get(ctx, type, a.getRawData());
      })
      .Case([&](TypeAttr a) -> Attribute {
        Type type = convertType(a.getValue());
        return type ? TypeV1Attr::get(ctx, type) : Attribute();
      })
      .Case([&](stablehlo::TypeExtensionsAttr a) -> Attribute {
        return TypeExtensionsV1Attr::get(ctx, a.getBounds());
      })
      .Case([&](stablehlo::OutputOperandAliasAttr a) -> Attribute {
        return OutputOperandAliasV1Attr::get(ctx, a.getOutputTupleIndices(),
                                             a.getOperandIndex(),
                                             a.getOperandTupleIndices());
      })
      .Case([&](stablehlo::ResultAccuracyAttr a) -> Attribute {
        Attribute mode = convertAttr(a.getMode());
        if (!mode)
          return {};
        return ResultAccuracyV1Attr::get(ctx, a.getAtol(), a.getRtol(),
                                         a.getUlps(), mode);
      })
      .Case([&](stablehlo::ResultAccuracyModeAttr a) {
        return convertEnum<ResultAccuracyModeV1Attr>(
            ctx, a, [](uint32_t v) { return symbolizeResultAccuracyModeV1(v); });
      })
      .Case([&](stablehlo::ComparisonDirectionAttr a) {
        return convertEnum<ComparisonDirectionV1Attr>(
            ctx, a, [](uint32_t v) { return symbolizeComparisonDirectionV1(v); });
      })
      .Case([&](stablehlo::ComparisonTypeAttr a) {
        return convertEnum<ComparisonTypeV1Attr>(
            ctx, a, [](uint32_t v) { return symbolizeComparisonTypeV1(v); });
      })
      .Case([&](stablehlo::CustomCallApiVersionAttr a) {
        return convertEnum<CustomCallApiVersionV1Attr>(
            ctx, a,
            [](uint32_t v) { return symbolizeCustomCallApiVersionV1(v); });
      })
      .Case([&](stablehlo::FftTypeAttr a) {
        return convertEnum<FftTypeV1Attr>(
            ctx, a, [](uint32_t v) { return symbolizeFftTypeV1(v); });
      })
      .Case([&](stablehlo::PrecisionAttr a) {
        return convertEnum<PrecisionV1Attr>(
            ctx, a, [](uint32_t v) { return symbolizePrecisionV1(v); });
      })
      .Case([&](stablehlo::RngAlgorithmAttr a) {
        return convertEnum<RngAlgorithmV1Attr>(
            ctx, a, [](uint32_t v) { return symbolizeRngAlgorithmV1(v); });
      })
      .Case([&](stablehlo::RngDistributionAttr a) {
        return convertEnum<RngDistributionV1Attr>(
            ctx, a, [](uint32_t v) { return symbolizeRngDistributionV1(v); });
      })
      .Case([&](stablehlo::TransposeAttr a) {
        return convertEnum<TransposeV1Attr>(
            ctx, a, [](uint32_t v) { return symbolizeTransposeV1(v); });
      })
      .Default([](Attribute) { return Attribute(); });
}

/// The newest vhlo op for a StableHLO, func or builtin op name.
std::optional<OperationName> vhloOpFor(Operation *op) {
  MLIRContext *ctx = op->getContext();
  StringRef name = op->getName().getStringRef();
  std::string base;
  if (name == "func.func" || name == "func.call" || name == "func.return")
    base = ("vhlo." + name.drop_front(strlen("func.")) + "_v").str();
  else if (name.consume_front("stablehlo."))
    base = ("vhlo." + name + "_v").str();
  else
    return std::nullopt;
  std::optional<OperationName> newest;
  for (int version = 1;; ++version) {
    std::optional<RegisteredOperationName> found =
        RegisteredOperationName::lookup(base + std::to_string(version), ctx);
    if (!found)
      break;
    newest = *found;
  }
  return newest;
}

FailureOr<NamedAttrList> Versioner::convertAttrs(Operation *op,
                                                 StringRef source,
                                                 OperationName target) {
  NamedAttrList in(op->getAttrDictionary());
  NamedAttrList out;
  auto take = [&](StringRef name) {
    Attribute value = in.get(name);
    in.erase(name);
    return value;
  };
  // Split the structured attributes StableHLO groups.
  if (auto dims = llvm::dyn_cast_or_null<stablehlo::DotDimensionNumbersAttr>(
          take("dot_dimension_numbers"))) {
    out.set("lhs_batching_dimensions", i64s(dims.getLhsBatchingDimensions()));
    out.set("rhs_batching_dimensions", i64s(dims.getRhsBatchingDimensions()));
    out.set("lhs_contracting_dimensions",
            i64s(dims.getLhsContractingDimensions()));
    out.set("rhs_contracting_dimensions",
            i64s(dims.getRhsContractingDimensions()));
  }
  if (Attribute algorithm = take("algorithm")) {
    auto a = llvm::dyn_cast<stablehlo::DotAlgorithmAttr>(algorithm);
    if (!a)
      return op->emitError() << "cannot convert algorithm " << algorithm,
             failure();
    Attribute lhs = convertAttr(TypeAttr::get(a.getLhsPrecisionType()));
    Attribute rhs = convertAttr(TypeAttr::get(a.getRhsPrecisionType()));
    Attribute acc = convertAttr(TypeAttr::get(a.getAccumulationType()));
    if (!lhs || !rhs || !acc)
      return op->emitError() << "cannot convert the types of " << algorithm,
             failure();
    out.set("lhs_precision_type", lhs);
    out.set("rhs_precision_type", rhs);
    out.set("accumulation_type", acc);
    out.set("lhs_component_count", i64(a.getLhsComponentCount()));
    out.set("rhs_component_count", i64(a.getRhsComponentCount()));
    out.set("num_primitive_operations", i64(a.getNumPrimitiveOperations()));
    out.set("allow_imprecise_accumulation",
            vhlo::BooleanV1Attr::get(ctx, a.getAllowImpreciseAccumulation()));
  } else if (source == "stablehlo.dot_general") {
    for (const char *name :
         {"lhs_precision_type", "rhs_precision_type", "accumulation_type",
          "lhs_component_count", "rhs_component_count",
          "num_primitive_operations", "allow_imprecise_accumulation"})
      out.set(name, makeDefault(ctx, Default::NoneType));
  }
  Attribute dimensionNumbers = take("dimension_numbers");
  if (auto dims = llvm::dyn_cast_or_null<stablehlo::GatherDimensionNumbersAttr>(
          dimensionNumbers)) {
    out.set("offset_dims", i64s(dims.getOffsetDims()));
    out.set("collapsed_slice_dims", i64s(dims.getCollapsedSliceDims()));
    out.set("operand_batching_dims", i64s(dims.getOperandBatchingDims()));
    out.set("start_indices_batching_dims",
            i64s(dims.getStartIndicesBatchingDims()));
    out.set("start_index_map", i64s(dims.getStartIndexMap()));
    out.set("index_vector_dim", i64(dims.getIndexVectorDim()));
  } else if (auto dims =
                 llvm::dyn_cast_or_null<stablehlo::ConvDimensionNumbersAttr>(
                     dimensionNumbers)) {
    out.set("input_batch_dimension", i64(dims.getInputBatchDimension()));
    out.set("input_feature_dimension", i64(dims.getInputFeatureDimension()));
    out.set("input_spatial_dimensions", i64s(dims.getInputSpatialDimensions()));
    out.set("kernel_input_feature_dimension",
            i64(dims.getKernelInputFeatureDimension()));
    out.set("kernel_output_feature_dimension",
            i64(dims.getKernelOutputFeatureDimension()));
    out.set("kernel_spatial_dimensions",
            i64s(dims.getKernelSpatialDimensions()));
    out.set("output_batch_dimension", i64(dims.getOutputBatchDimension()));
    out.set("output_feature_dimension", i64(dims.getOutputFeatureDimension()));
    out.set("output_spatial_dimensions",
            i64s(dims.getOutputSpatialDimensions()));
  } else if (dimensionNumbers) {
    in.set("dimension_numbers", dimensionNumbers);
  }
  if (auto dims = llvm::dyn_cast_or_null<stablehlo::ScatterDimensionNumbersAttr>(
          take("scatter_dimension_numbers"))) {
    out.set("update_window_dims", i64s(dims.getUpdateWindowDims()));
    out.set("inserted_window_dims", i64s(dims.getInsertedWindowDims()));
    out.set("input_batching_dims", i64s(dims.getInputBatchingDims()));
    out.set("scatter_indices_batching_dims",
            i64s(dims.getScatterIndicesBatchingDims()));
    out.set("scatter_dims_to_operand_dims",
            i64s(dims.getScatterDimsToOperandDims()));
    out.set("index_vector_dim", i64(dims.getIndexVectorDim()));
  }
  ArrayRef<StringAttr> targetAttrs = target.getAttributeNames();
  auto declares = [&](StringRef name) {
    return llvm::any_of(targetAttrs,
                        [&](StringAttr a) { return a.getValue() == name; });
  };
  if (auto handle = llvm::dyn_cast_or_null<stablehlo::ChannelHandleAttr>(
          take("channel_handle"))) {
    out.set("channel_id", i64(handle.getHandle()));
    if (declares("channel_type"))
      out.set("channel_type", i64(handle.getType()));
  }
  if (Attribute global = take("use_global_device_ids"))
    out.set("use_global_device_ids", vhlo::BooleanV1Attr::get(ctx, true));
  // Everything else converts one to one.
  for (NamedAttribute named : in) {
    Attribute converted = convertAttr(named.getValue());
    if (!converted)
      return op->emitError() << "cannot express attribute " << named.getName()
                             << " = " << named.getValue() << " in vhlo",
             failure();
    out.set(named.getName(), converted);
  }
  // The attributes StableHLO left at their default.
  for (StringAttr name : targetAttrs) {
    if (out.get(name))
      continue;
    Attribute made;
    for (const MissingDefault &d : kMissingDefaults)
      if ((!d.op || source == d.op) && name.getValue() == d.attr) {
        made = convertAttr(d.make(op));
        break;
      }
    if (!made)
      return op->emitError() << target << " needs attribute " << name
                             << ", which " << source << " does not have",
             failure();
    out.set(name, made);
  }
  return out;
}

LogicalResult Versioner::convertOp(Operation *op) {
  std::optional<OperationName> target = vhloOpFor(op);
  if (!target)
    return op->emitError() << op->getName()
                           << " has no vhlo op: portable artifacts hold "
                              "StableHLO, func.func, func.call and "
                              "func.return only (allow-other-dialects keeps "
                              "ops of other dialects as they are)";
  StringRef source = op->getName().getStringRef();
  FailureOr<NamedAttrList> attrs = convertAttrs(op, source, *target);
  if (failed(attrs))
    return failure();
  SmallVector<Type> resultTypes;
  for (Type type : op->getResultTypes()) {
    resultTypes.push_back(convertType(type));
    if (!resultTypes.back())
      return op->emitError() << "cannot express result type " << type
                             << " in vhlo";
  }
  OpBuilder opBuilder(op);
  OperationState state(op->getLoc(), *target);
  state.addOperands(op->getOperands());
  state.addTypes(resultTypes);
  state.addAttributes(*attrs);
  for (Region &region : op->getRegions())
    state.addRegion()->takeBody(region);
  Operation *replacement = opBuilder.create(state);
  op->replaceAllUsesWith(replacement->getResults());
  op->erase();
  return success();
}

/// Whether a block's types stay as they are: it belongs to an op that is
/// kept, so its arguments keep their types.
bool inKeptOp(Block *block, const llvm::SetVector<Operation *> &kept) {
  Operation *parent = block->getParentOp();
  return parent && kept.contains(parent);
}

/// Converts a module of StableHLO into vhlo ops of the current version. With
/// `allowOtherDialects`, ops of other dialects are kept as they are, types
/// and attributes included; where a value crosses between a kept op and a
/// vhlo op, a builtin.unrealized_conversion_cast turns its type into the one
/// the user expects.
LogicalResult legalizeToVhlo(ModuleOp module, bool allowOtherDialects) {
  MLIRContext *ctx = module.getContext();
  ctx->getOrLoadDialect<vhlo::VHLODialect>();
  Versioner versioner(ctx);
  llvm::SetVector<Operation *> kept;
  // The operand types of every kept op, before the values they read change
  // type.
  llvm::DenseMap<Operation *, SmallVector<Type>> keptOperandTypes;
  if (allowOtherDialects)
    module.walk([&](Operation *op) {
      if (!isOtherDialectOp(op))
        return;
      kept.insert(op);
      keptOperandTypes[op] = llvm::to_vector(op->getOperandTypes());
    });
  WalkResult walk = module.walk([&](Block *block) -> WalkResult {
    if (inKeptOp(block, kept))
      return WalkResult::advance();
    for (BlockArgument arg : block->getArguments()) {
      Type type = versioner.convertType(arg.getType());
      if (!type)
        return emitError(arg.getLoc())
               << "cannot express block argument type " << arg.getType()
               << " in vhlo";
      arg.setType(type);
    }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (op != module.getOperation() && !kept.contains(op))
      ops.push_back(op);
  });
  for (Operation *op : ops)
    if (failed(versioner.convertOp(op)))
      return failure();
  // Casts at the boundaries: vhlo values read by kept ops go back to the
  // types those ops read, and the values kept ops define (results and block
  // arguments) take their vhlo types where vhlo ops read them.
  OpBuilder builder(ctx);
  auto castUses = [&](Value value, Operation *owner) -> LogicalResult {
    bool readByVhlo = llvm::any_of(value.getUsers(), [&](Operation *user) {
      return !kept.contains(user);
    });
    if (!readByVhlo)
      return success();
    Type type = versioner.convertType(value.getType());
    if (!type)
      return owner->emitError() << "cannot express type " << value.getType()
                                << " of a value " << owner->getName()
                                << " defines in vhlo";
    if (auto arg = llvm::dyn_cast<BlockArgument>(value))
      builder.setInsertionPointToStart(arg.getOwner());
    else
      builder.setInsertionPointAfter(owner);
    auto cast = UnrealizedConversionCastOp::create(
        builder, owner->getLoc(), TypeRange{type}, ValueRange{value});
    value.replaceUsesWithIf(cast.getResult(0), [&](OpOperand &use) {
      return use.getOwner() != cast.getOperation() &&
             !kept.contains(use.getOwner());
    });
    return success();
  };
  for (Operation *op : kept) {
    for (OpOperand &operand : op->getOpOperands()) {
      Type want = keptOperandTypes[op][operand.getOperandNumber()];
      if (operand.get().getType() == want)
        continue;
      builder.setInsertionPoint(op);
      auto cast = UnrealizedConversionCastOp::create(
          builder, op->getLoc(), TypeRange{want}, ValueRange{operand.get()});
      operand.set(cast.getResult(0));
    }
    for (Value result : op->getResults())
      if (failed(castUses(result, op)))
        return failure();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          if (failed(castUses(arg, op)))
            return failure();
  }
  return success();
}

/// Every type and attribute an op holds, nested ones included.
void walkTypesAndAttrs(Operation *op, llvm::function_ref<void(Type)> onType,
                       llvm::function_ref<void(Attribute)> onAttr) {
  AttrTypeWalker walker;
  walker.addWalk(onType);
  walker.addWalk(onAttr);
  walker.walk(op->getAttrDictionary());
  for (Type type : op->getResultTypes())
    walker.walk(type);
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (BlockArgument arg : block.getArguments())
        walker.walk(arg.getType());
}

/// The oldest version that can express every vhlo op, type and attribute of
/// the module: ops may move down their history while what later versions
/// added holds its default.
vhlo::Version minimumVersion(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  vhlo::Version needed = vhlo::Version::getMinimumVersion();
  auto need = [&](vhlo::Version v) {
    if (needed < v)
      needed = v;
  };
  module.walk([&](Operation *op) {
    auto versioned = dyn_cast<vhlo::VersionedOpInterface>(op);
    StringRef name = op->getName().getStringRef();
    // Walk down the op's history while what later versions added holds its
    // default; the attributes dropped on the way do not count.
    llvm::StringSet<> dropped;
    bool moved = versioned != nullptr;
    std::string current = name.str();
    while (moved) {
      moved = false;
      for (const OpChange &change : opChanges()) {
        if (change.to != current)
          continue;
        if (!downgradeProblem(op, change).empty() ||
            !RegisteredOperationName::lookup(change.from, ctx))
          break;
        for (auto entry : change.added)
          dropped.insert(entry.first);
        current = change.from;
        moved = true;
        break;
      }
    }
    AttrTypeWalker walker;
    walker.addWalk([&](Type type) {
      if (auto v = llvm::dyn_cast<vhlo::VersionedTypeInterface>(type))
        need(v.getMinVersion());
    });
    walker.addWalk([&](Attribute attr) {
      if (auto v = llvm::dyn_cast<vhlo::VersionedAttrInterface>(attr))
        need(v.getMinVersion());
    });
    for (NamedAttribute named : op->getAttrs())
      if (!dropped.contains(named.getName().getValue()))
        walker.walk(named.getValue());
    for (Type type : op->getResultTypes())
      walker.walk(type);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          walker.walk(arg.getType());
    if (!versioned)
      return;
    vhlo::Version lowest = versioned.getMinVersion();
    if (current != name) {
      // The versions of an op are reached through its interface, which
      // needs an instance: ask a bare one.
      OperationState state(op->getLoc(), current);
      Operation *probe = Operation::create(state);
      lowest = cast<vhlo::VersionedOpInterface>(probe).getMinVersion();
      probe->destroy();
    }
    need(lowest);
  });
  return needed;
}

/// Checks that every vhlo type and attribute of the module exists at
/// `target`, naming the first that does not.
LogicalResult checkTypesAndAttrs(ModuleOp module, vhlo::Version target) {
  WalkResult result = module.walk([&](Operation *op) -> WalkResult {
    std::string problem;
    auto check = [&](auto versioned, auto printable) {
      if (!problem.empty())
        return;
      if (target < versioned.getMinVersion() ||
          versioned.getMaxVersion() < target) {
        llvm::raw_string_ostream os(problem);
        os << printable << " does not exist in version " << target.str()
           << " (it exists in " << versioned.getMinVersion().str() << " to "
           << versioned.getMaxVersion().str() << ")";
      }
    };
    walkTypesAndAttrs(
        op,
        [&](Type type) {
          if (auto versioned = llvm::dyn_cast<vhlo::VersionedTypeInterface>(type))
            check(versioned, type);
        },
        [&](Attribute attr) {
          if (auto versioned =
                  llvm::dyn_cast<vhlo::VersionedAttrInterface>(attr))
            check(versioned, attr);
        });
    if (!problem.empty()) {
      op->emitError() << "in " << op->getName() << ": " << problem;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

//===----------------------------------------------------------------------===//
// Passes
//===----------------------------------------------------------------------===//

struct VhloToVersionPass
    : public PassWrapper<VhloToVersionPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(VhloToVersionPass)

  VhloToVersionPass() = default;
  VhloToVersionPass(const VhloToVersionPass &other) : PassWrapper(other) {}

  StringRef getArgument() const final { return "vhlo-to-version"; }
  StringRef getDescription() const final {
    return "Upgrade or downgrade every vhlo op to its version at a StableHLO "
           "version. Option target: X.Y.Z, current, or minimum (the oldest "
           "version that can express the module)";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<vhlo::VHLODialect>();
  }
  void runOnOperation() override {
    std::optional<vhlo::Version> version =
        target == "minimum" ? minimumVersion(getOperation())
                            : vhlo::Version::parse(target);
    if (!version) {
      getOperation().emitError() << "invalid target version '" << target
                                 << "'";
      return signalPassFailure();
    }
    if (*version < vhlo::Version::getMinimumVersion() ||
        vhlo::Version::getCurrentVersion() < *version) {
      getOperation().emitError()
          << "target version " << version->str() << " is outside "
          << vhlo::Version::getMinimumVersion().str() << " to "
          << vhlo::Version::getCurrentVersion().str();
      return signalPassFailure();
    }
    if (failed(convertToVersion(getOperation(), *version)))
      signalPassFailure();
  }

  Option<std::string> target{*this, "target",
                             llvm::cl::desc("the StableHLO version"),
                             llvm::cl::init("current")};
};

struct VhloLegalizeToStablehloPass
    : public PassWrapper<VhloLegalizeToStablehloPass,
                         OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(VhloLegalizeToStablehloPass)

  VhloLegalizeToStablehloPass() = default;
  VhloLegalizeToStablehloPass(const VhloLegalizeToStablehloPass &other)
      : PassWrapper(other) {}

  StringRef getArgument() const final { return "vhlo-legalize-to-stablehlo"; }
  StringRef getDescription() const final {
    return "Convert vhlo ops of the current version into StableHLO";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<stablehlo::StableHLODialect, func::FuncDialect,
                    quant::QuantDialect>();
  }
  void runOnOperation() override {
    if (failed(legalizeToStablehlo(getOperation(), allowOtherDialects)))
      signalPassFailure();
  }

  Option<bool> allowOtherDialects{
      *this, "allow-other-dialects",
      llvm::cl::desc("keep ops of dialects other than vhlo, StableHLO and "
                     "func as they are"),
      llvm::cl::init(false)};
};

struct StablehloLegalizeToVhloPass
    : public PassWrapper<StablehloLegalizeToVhloPass,
                         OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(StablehloLegalizeToVhloPass)

  StablehloLegalizeToVhloPass() = default;
  StablehloLegalizeToVhloPass(const StablehloLegalizeToVhloPass &other)
      : PassWrapper(other) {}

  StringRef getArgument() const final { return "stablehlo-legalize-to-vhlo"; }
  StringRef getDescription() const final {
    return "Convert StableHLO (with func.func, func.call and func.return) "
           "into vhlo ops of the current version";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<vhlo::VHLODialect>();
  }
  void runOnOperation() override {
    if (failed(legalizeToVhlo(getOperation(), allowOtherDialects)))
      signalPassFailure();
  }

  Option<bool> allowOtherDialects{
      *this, "allow-other-dialects",
      llvm::cl::desc("keep ops of dialects other than StableHLO and func as "
                     "they are, with casts between their types and vhlo "
                     "types"),
      llvm::cl::init(false)};
};

} // namespace

namespace mlir {
namespace vhlo {

void registerVhloPasses() {
  PassRegistration<StablehloLegalizeToVhloPass>();
  PassRegistration<VhloToVersionPass>();
  PassRegistration<VhloLegalizeToStablehloPass>();
}

std::string getMinimumVersionOf(ModuleOp module) {
  return minimumVersion(module).str();
}

} // namespace vhlo
} // namespace mlir
