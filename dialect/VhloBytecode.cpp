//===- VhloBytecode.cpp - Bytecode encoding of vhlo types and attrs -------===//
//
// The `vhlo` dialect's entries in MLIR bytecode. Portable artifacts written
// by any StableHLO producer use this encoding, so the codes and the layout
// of every entry below are fixed: each entry starts with a varint code
// naming the type or attribute, followed by its fields.
//
//===----------------------------------------------------------------------===//

#include "VhloOps.h"

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::vhlo;

namespace mlir {
namespace vhlo {
const llvm::fltSemantics *getVhloFloatSemantics(Type type);
unsigned getVhloIntegerWidth(Type type);
} // namespace vhlo
} // namespace mlir

namespace {

/// Attribute codes. Gaps are retired codes; none may be reused.
enum class AttrCode : uint64_t {
  Array = 1,
  Boolean = 2,
  ComparisonDirection = 3,
  ComparisonType = 4,
  CustomCallApiVersion = 5,
  Dictionary = 6,
  FftType = 7,
  Float = 8,
  Integer = 9,
  OutputOperandAlias = 10,
  Precision = 11,
  RngAlgorithm = 12,
  RngDistribution = 13,
  String = 14,
  Tensor = 15,
  Transpose = 16,
  Type = 17,
  TypeExtensions = 18,
  ResultAccuracyMode = 19,
  ResultAccuracy = 20,
};

/// Type codes, likewise fixed.
enum class TypeCode : uint64_t {
  Boolean = 0,
  Complex = 1,
  FloatBF16 = 2,
  FloatF16 = 3,
  FloatF32 = 4,
  FloatF64 = 5,
  FloatF8E4M3FN = 6,
  FloatF8E5M2 = 7,
  Function = 8,
  Index = 9,
  IntegerSI4 = 10,
  IntegerSI8 = 11,
  IntegerSI16 = 12,
  IntegerSI32 = 13,
  IntegerSI64 = 14,
  IntegerUI4 = 15,
  IntegerUI8 = 16,
  IntegerUI16 = 17,
  IntegerUI32 = 18,
  IntegerUI64 = 19,
  RankedTensor = 20,
  RankedTensorWithEncoding = 21,
  Token = 22,
  Tuple = 23,
  UniformQuantized = 24,
  UnrankedTensor = 25,
  Witness = 26,
  FloatF8E4M3FNUZ = 27,
  FloatF8E5M2FNUZ = 28,
  FloatF8E4M3B11FNUZ = 29,
  UniformQuantizedPerAxis = 30,
  IntegerSI2 = 31,
  IntegerUI2 = 32,
  None = 33,
  FloatTF32 = 34,
  FloatF8E4M3 = 35,
  FloatF8E3M4 = 36,
  FloatF4E2M1FN = 37,
  FloatF6E2M3FN = 38,
  FloatF6E3M2FN = 39,
  FloatF8E8M0FNU = 40,
  RankedBuffer = 41,
};

/// A type without parameters and its code.
struct SimpleType {
  TypeCode code;
  Type (*get)(MLIRContext *);
  bool (*isa)(Type);
};

template <typename T>
constexpr SimpleType simple(TypeCode code) {
  return {code, [](MLIRContext *ctx) -> Type { return T::get(ctx); },
          [](Type type) { return llvm::isa<T>(type); }};
}

const SimpleType kSimpleTypes[] = {
    simple<BooleanV1Type>(TypeCode::Boolean),
    simple<FloatBF16V1Type>(TypeCode::FloatBF16),
    simple<FloatF16V1Type>(TypeCode::FloatF16),
    simple<FloatF32V1Type>(TypeCode::FloatF32),
    simple<FloatF64V1Type>(TypeCode::FloatF64),
    simple<FloatF8E4M3FNV1Type>(TypeCode::FloatF8E4M3FN),
    simple<FloatF8E5M2V1Type>(TypeCode::FloatF8E5M2),
    simple<IndexV1Type>(TypeCode::Index),
    simple<IntegerSI4V1Type>(TypeCode::IntegerSI4),
    simple<IntegerSI8V1Type>(TypeCode::IntegerSI8),
    simple<IntegerSI16V1Type>(TypeCode::IntegerSI16),
    simple<IntegerSI32V1Type>(TypeCode::IntegerSI32),
    simple<IntegerSI64V1Type>(TypeCode::IntegerSI64),
    simple<IntegerUI4V1Type>(TypeCode::IntegerUI4),
    simple<IntegerUI8V1Type>(TypeCode::IntegerUI8),
    simple<IntegerUI16V1Type>(TypeCode::IntegerUI16),
    simple<IntegerUI32V1Type>(TypeCode::IntegerUI32),
    simple<IntegerUI64V1Type>(TypeCode::IntegerUI64),
    simple<TokenV1Type>(TypeCode::Token),
    simple<WitnessV1Type>(TypeCode::Witness),
    simple<FloatF8E4M3FNUZV1Type>(TypeCode::FloatF8E4M3FNUZ),
    simple<FloatF8E5M2FNUZV1Type>(TypeCode::FloatF8E5M2FNUZ),
    simple<FloatF8E4M3B11FNUZV1Type>(TypeCode::FloatF8E4M3B11FNUZ),
    simple<IntegerSI2V1Type>(TypeCode::IntegerSI2),
    simple<IntegerUI2V1Type>(TypeCode::IntegerUI2),
    simple<NoneV1Type>(TypeCode::None),
    simple<FloatTF32V1Type>(TypeCode::FloatTF32),
    simple<FloatF8E4M3V1Type>(TypeCode::FloatF8E4M3),
    simple<FloatF8E3M4V1Type>(TypeCode::FloatF8E3M4),
    simple<FloatF4E2M1FNV1Type>(TypeCode::FloatF4E2M1FN),
    simple<FloatF6E2M3FNV1Type>(TypeCode::FloatF6E2M3FN),
    simple<FloatF6E3M2FNV1Type>(TypeCode::FloatF6E3M2FN),
    simple<FloatF8E8M0FNUV1Type>(TypeCode::FloatF8E8M0FNU),
};

/// An enumeration attribute and its code; values are written as varints.
struct EnumAttrCodec {
  AttrCode code;
  Attribute (*get)(MLIRContext *, uint64_t);
  std::optional<uint64_t> (*value)(Attribute);
};

template <typename AttrT, typename EnumT,
          std::optional<EnumT> (*Symbolize)(uint32_t)>
constexpr EnumAttrCodec enumCodec(AttrCode code) {
  return {code,
          [](MLIRContext *ctx, uint64_t raw) -> Attribute {
            if (raw > UINT32_MAX)
              return {};
            std::optional<EnumT> value = Symbolize(raw);
            if (!value)
              return {};
            return AttrT::get(ctx, *value);
          },
          [](Attribute attr) -> std::optional<uint64_t> {
            if (auto typed = llvm::dyn_cast<AttrT>(attr))
              return static_cast<uint64_t>(typed.getValue());
            return std::nullopt;
          }};
}

const EnumAttrCodec kEnumAttrs[] = {
    enumCodec<ComparisonDirectionV1Attr, ComparisonDirectionV1,
              symbolizeComparisonDirectionV1>(AttrCode::ComparisonDirection),
    enumCodec<ComparisonTypeV1Attr, ComparisonTypeV1,
              symbolizeComparisonTypeV1>(AttrCode::ComparisonType),
    enumCodec<CustomCallApiVersionV1Attr, CustomCallApiVersionV1,
              symbolizeCustomCallApiVersionV1>(AttrCode::CustomCallApiVersion),
    enumCodec<FftTypeV1Attr, FftTypeV1, symbolizeFftTypeV1>(AttrCode::FftType),
    enumCodec<PrecisionV1Attr, PrecisionV1, symbolizePrecisionV1>(
        AttrCode::Precision),
    enumCodec<RngAlgorithmV1Attr, RngAlgorithmV1, symbolizeRngAlgorithmV1>(
        AttrCode::RngAlgorithm),
    enumCodec<RngDistributionV1Attr, RngDistributionV1,
              symbolizeRngDistributionV1>(AttrCode::RngDistribution),
    enumCodec<TransposeV1Attr, TransposeV1, symbolizeTransposeV1>(
        AttrCode::Transpose),
    enumCodec<ResultAccuracyModeV1Attr, ResultAccuracyModeV1,
              symbolizeResultAccuracyModeV1>(AttrCode::ResultAccuracyMode),
};

/// True for a ranked tensor of i1, whose data is bit-packed in bytecode.
bool isBooleanTensor(Type type) {
  auto tensor = llvm::dyn_cast<RankedTensorV1Type>(type);
  return tensor && llvm::isa<BooleanV1Type>(tensor.getElementType());
}

class VhloBytecodeInterface : public BytecodeDialectInterface {
public:
  explicit VhloBytecodeInterface(Dialect *dialect)
      : BytecodeDialectInterface(dialect) {}

  Attribute readAttribute(DialectBytecodeReader &reader) const override;
  LogicalResult writeAttribute(Attribute attr,
                               DialectBytecodeWriter &writer) const override;
  Type readType(DialectBytecodeReader &reader) const override;
  LogicalResult writeType(Type type,
                          DialectBytecodeWriter &writer) const override;

private:
  Attribute readTensor(DialectBytecodeReader &reader) const;
  void writeTensor(TensorV1Attr attr, DialectBytecodeWriter &writer) const;
  Type readRankedTensor(DialectBytecodeReader &reader,
                        bool hasEncoding) const;
  Type readUniformQuantized(DialectBytecodeReader &reader) const;
  Type readUniformQuantizedPerAxis(DialectBytecodeReader &reader) const;
};

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

Attribute
VhloBytecodeInterface::readAttribute(DialectBytecodeReader &reader) const {
  MLIRContext *ctx = getContext();
  uint64_t rawCode;
  if (failed(reader.readVarInt(rawCode)))
    return {};
  for (const EnumAttrCodec &codec : kEnumAttrs) {
    if (static_cast<uint64_t>(codec.code) != rawCode)
      continue;
    uint64_t value;
    if (failed(reader.readVarInt(value)))
      return {};
    Attribute attr = codec.get(ctx, value);
    if (!attr)
      reader.emitError() << "invalid vhlo enumeration value " << value;
    return attr;
  }
  switch (static_cast<AttrCode>(rawCode)) {
  case AttrCode::Array: {
    SmallVector<Attribute> elements;
    if (failed(reader.readAttributes(elements)))
      return {};
    return ArrayV1Attr::get(ctx, elements);
  }
  case AttrCode::Boolean: {
    uint64_t value;
    if (failed(reader.readVarInt(value)))
      return {};
    if (value > 1) {
      reader.emitError() << "invalid vhlo boolean " << value;
      return {};
    }
    return BooleanV1Attr::get(ctx, value == 1);
  }
  case AttrCode::Dictionary: {
    SmallVector<std::pair<Attribute, Attribute>> entries;
    auto readEntry = [&]() -> FailureOr<std::pair<Attribute, Attribute>> {
      Attribute name, value;
      if (failed(reader.readAttribute(name)) ||
          failed(reader.readAttribute(value)))
        return failure();
      return std::make_pair(name, value);
    };
    if (failed(reader.readList(entries, readEntry)))
      return {};
    return DictionaryV1Attr::get(ctx, entries);
  }
  case AttrCode::Float: {
    Type type;
    if (failed(reader.readType(type)))
      return {};
    const llvm::fltSemantics *semantics = getVhloFloatSemantics(type);
    if (!semantics) {
      reader.emitError() << "vhlo float of non-float type " << type;
      return {};
    }
    FailureOr<APFloat> value = reader.readAPFloatWithKnownSemantics(*semantics);
    if (failed(value))
      return {};
    return FloatV1Attr::get(ctx, type, *value);
  }
  case AttrCode::Integer: {
    Type type;
    if (failed(reader.readType(type)))
      return {};
    unsigned width = getVhloIntegerWidth(type);
    if (width == 0) {
      reader.emitError() << "vhlo integer of non-integer type " << type;
      return {};
    }
    FailureOr<APInt> value = reader.readAPIntWithKnownWidth(width);
    if (failed(value))
      return {};
    return IntegerV1Attr::get(ctx, type, *value);
  }
  case AttrCode::OutputOperandAlias: {
    SmallVector<int64_t> outputs, operands;
    int64_t index;
    if (failed(reader.readSignedVarInts(outputs)) ||
        failed(reader.readSignedVarInt(index)) ||
        failed(reader.readSignedVarInts(operands)))
      return {};
    return OutputOperandAliasV1Attr::get(ctx, outputs, index, operands);
  }
  case AttrCode::String: {
    StringRef value;
    if (failed(reader.readString(value)))
      return {};
    return StringV1Attr::get(ctx, value);
  }
  case AttrCode::Tensor:
    return readTensor(reader);
  case AttrCode::Type: {
    Type type;
    if (failed(reader.readType(type)))
      return {};
    return TypeV1Attr::get(ctx, type);
  }
  case AttrCode::TypeExtensions: {
    SmallVector<int64_t> bounds;
    if (failed(reader.readSignedVarInts(bounds)))
      return {};
    return TypeExtensionsV1Attr::get(ctx, bounds);
  }
  case AttrCode::ResultAccuracy: {
    FailureOr<APFloat> atol =
        reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
    if (failed(atol))
      return {};
    FailureOr<APFloat> rtol =
        reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
    int64_t ulps;
    Attribute mode;
    if (failed(rtol) || failed(reader.readSignedVarInt(ulps)) ||
        failed(reader.readAttribute(mode)))
      return {};
    return ResultAccuracyV1Attr::get(ctx, *atol, *rtol, ulps, mode);
  }
  default:
    reader.emitError() << "unknown vhlo attribute code " << rawCode;
    return {};
  }
}

Attribute VhloBytecodeInterface::readTensor(DialectBytecodeReader &reader) const {
  Type type;
  ArrayRef<char> blob;
  if (failed(reader.readType(type)) || failed(reader.readBlob(blob)))
    return {};
  if (!isBooleanTensor(type))
    return TensorV1Attr::get(getContext(), type, blob);
  // i1 data is packed eight to a byte unless it is a splat (one byte) or
  // was written by an older producer unpacked (one byte per element).
  size_t count = llvm::cast<RankedTensorV1Type>(type).getNumElements();
  size_t packedSize = llvm::divideCeil(count, 8);
  if (blob.size() != packedSize || blob.size() == count)
    return TensorV1Attr::get(getContext(), type, blob);
  SmallVector<char> unpacked(count);
  for (size_t i = 0; i < count; ++i)
    unpacked[i] = (blob[i / 8] >> (i % 8)) & 1;
  return TensorV1Attr::get(getContext(), type, unpacked);
}

void VhloBytecodeInterface::writeTensor(TensorV1Attr attr,
                                        DialectBytecodeWriter &writer) const {
  ArrayRef<char> data = attr.getData();
  if (!isBooleanTensor(attr.getType())) {
    writer.writeOwnedBlob(data);
    return;
  }
  size_t count = llvm::cast<RankedTensorV1Type>(attr.getType()).getNumElements();
  SmallVector<char> packed;
  if (data.size() == 1 && count > 1) {
    packed.push_back(data[0] ? static_cast<char>(0xFF) : 0);
  } else {
    packed.assign(llvm::divideCeil(count, 8), 0);
    for (size_t i = 0; i < count; ++i)
      if (data[i])
        packed[i / 8] |= static_cast<char>(1 << (i % 8));
  }
  // The writer keeps a reference to blobs until it is done, so the packed
  // bytes are kept in the context (as the storage of a string attribute).
  StringRef stored =
      StringAttr::get(getContext(), StringRef(packed.data(), packed.size()))
          .getValue();
  writer.writeOwnedBlob(ArrayRef<char>(stored.data(), stored.size()));
}

LogicalResult
VhloBytecodeInterface::writeAttribute(Attribute attr,
                                      DialectBytecodeWriter &writer) const {
  auto code = [&](AttrCode c) { writer.writeVarInt(static_cast<uint64_t>(c)); };
  for (const EnumAttrCodec &codec : kEnumAttrs) {
    if (std::optional<uint64_t> value = codec.value(attr)) {
      code(codec.code);
      writer.writeVarInt(*value);
      return success();
    }
  }
  return llvm::TypeSwitch<Attribute, LogicalResult>(attr)
      .Case([&](ArrayV1Attr a) {
        code(AttrCode::Array);
        writer.writeAttributes(a.getValue());
        return success();
      })
      .Case([&](BooleanV1Attr a) {
        code(AttrCode::Boolean);
        writer.writeVarInt(a.getValue() ? 1 : 0);
        return success();
      })
      .Case([&](DictionaryV1Attr a) {
        code(AttrCode::Dictionary);
        writer.writeList(a.getValue(), [&](auto entry) {
          writer.writeAttribute(entry.first);
          writer.writeAttribute(entry.second);
        });
        return success();
      })
      .Case([&](FloatV1Attr a) {
        code(AttrCode::Float);
        writer.writeType(a.getType());
        writer.writeAPFloatWithKnownSemantics(a.getValue());
        return success();
      })
      .Case([&](IntegerV1Attr a) {
        code(AttrCode::Integer);
        writer.writeType(a.getType());
        writer.writeAPIntWithKnownWidth(a.getValue());
        return success();
      })
      .Case([&](OutputOperandAliasV1Attr a) {
        code(AttrCode::OutputOperandAlias);
        writer.writeSignedVarInts(a.getOutputTupleIndices());
        writer.writeSignedVarInt(a.getOperandIndex());
        writer.writeSignedVarInts(a.getOperandTupleIndices());
        return success();
      })
      .Case([&](StringV1Attr a) {
        code(AttrCode::String);
        writer.writeOwnedString(a.getValue());
        return success();
      })
      .Case([&](TensorV1Attr a) {
        code(AttrCode::Tensor);
        writer.writeType(a.getType());
        writeTensor(a, writer);
        return success();
      })
      .Case([&](TypeV1Attr a) {
        code(AttrCode::Type);
        writer.writeType(a.getValue());
        return success();
      })
      .Case([&](TypeExtensionsV1Attr a) {
        code(AttrCode::TypeExtensions);
        writer.writeSignedVarInts(a.getBounds());
        return success();
      })
      .Case([&](ResultAccuracyV1Attr a) {
        code(AttrCode::ResultAccuracy);
        writer.writeAPFloatWithKnownSemantics(a.getAtol());
        writer.writeAPFloatWithKnownSemantics(a.getRtol());
        writer.writeSignedVarInt(a.getUlps());
        writer.writeAttribute(a.getMode());
        return success();
      })
      .Default([](Attribute) { return failure(); });
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

Type VhloBytecodeInterface::readType(DialectBytecodeReader &reader) const {
  MLIRContext *ctx = getContext();
  uint64_t rawCode;
  if (failed(reader.readVarInt(rawCode)))
    return {};
  for (const SimpleType &simpleType : kSimpleTypes)
    if (static_cast<uint64_t>(simpleType.code) == rawCode)
      return simpleType.get(ctx);
  switch (static_cast<TypeCode>(rawCode)) {
  case TypeCode::Complex: {
    Type element;
    if (failed(reader.readType(element)))
      return {};
    return ComplexV1Type::get(ctx, element);
  }
  case TypeCode::Function: {
    SmallVector<Type> inputs, outputs;
    if (failed(reader.readTypes(inputs)) || failed(reader.readTypes(outputs)))
      return {};
    return FunctionV1Type::get(ctx, inputs, outputs);
  }
  case TypeCode::RankedTensor:
    return readRankedTensor(reader, /*hasEncoding=*/false);
  case TypeCode::RankedTensorWithEncoding:
    return readRankedTensor(reader, /*hasEncoding=*/true);
  case TypeCode::Tuple: {
    SmallVector<Type> types;
    if (failed(reader.readTypes(types)))
      return {};
    return TupleV1Type::get(ctx, types);
  }
  case TypeCode::UniformQuantized:
    return readUniformQuantized(reader);
  case TypeCode::UniformQuantizedPerAxis:
    return readUniformQuantizedPerAxis(reader);
  case TypeCode::UnrankedTensor: {
    Type element;
    if (failed(reader.readType(element)))
      return {};
    return UnrankedTensorV1Type::get(ctx, element);
  }
  case TypeCode::RankedBuffer: {
    SmallVector<int64_t> shape;
    Type element;
    if (failed(reader.readSignedVarInts(shape)) ||
        failed(reader.readType(element)))
      return {};
    return RankedBufferV1Type::get(ctx, shape, element);
  }
  default:
    reader.emitError() << "unknown vhlo type code " << rawCode;
    return {};
  }
}

Type VhloBytecodeInterface::readRankedTensor(DialectBytecodeReader &reader,
                                             bool hasEncoding) const {
  Attribute encoding;
  if (hasEncoding && failed(reader.readAttribute(encoding)))
    return {};
  SmallVector<int64_t> shape;
  Type element;
  if (failed(reader.readSignedVarInts(shape)) ||
      failed(reader.readType(element)))
    return {};
  return RankedTensorV1Type::get(getContext(), shape, element, encoding);
}

Type VhloBytecodeInterface::readUniformQuantized(
    DialectBytecodeReader &reader) const {
  uint64_t flags;
  Type storage, expressed;
  int64_t zeroPoint, min, max;
  if (failed(reader.readVarInt(flags)) || failed(reader.readType(storage)) ||
      failed(reader.readType(expressed)))
    return {};
  FailureOr<APFloat> scale =
      reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
  if (failed(scale) || failed(reader.readSignedVarInt(zeroPoint)) ||
      failed(reader.readSignedVarInt(min)) ||
      failed(reader.readSignedVarInt(max)))
    return {};
  return UniformQuantizedV1Type::get(getContext(), flags, storage, expressed,
                                     *scale, zeroPoint, min, max);
}

Type VhloBytecodeInterface::readUniformQuantizedPerAxis(
    DialectBytecodeReader &reader) const {
  uint64_t flags, dimension;
  Type storage, expressed;
  int64_t min, max;
  SmallVector<APFloat> scales;
  SmallVector<int64_t> zeroPoints;
  if (failed(reader.readVarInt(flags)) || failed(reader.readType(storage)) ||
      failed(reader.readType(expressed)) ||
      failed(reader.readVarInt(dimension)) ||
      failed(reader.readSignedVarInt(min)) ||
      failed(reader.readSignedVarInt(max)))
    return {};
  auto readScale = [&]() -> FailureOr<APFloat> {
    return reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
  };
  auto readZeroPoint = [&]() -> FailureOr<int64_t> {
    int64_t value;
    if (failed(reader.readSignedVarInt(value)))
      return failure();
    return value;
  };
  if (failed(reader.readList(scales, readScale)) ||
      failed(reader.readList(zeroPoints, readZeroPoint)))
    return {};
  return UniformQuantizedPerAxisV1Type::get(
      getContext(), flags, storage, expressed,
      static_cast<int32_t>(dimension), scales, zeroPoints, min, max);
}

LogicalResult
VhloBytecodeInterface::writeType(Type type,
                                 DialectBytecodeWriter &writer) const {
  auto code = [&](TypeCode c) { writer.writeVarInt(static_cast<uint64_t>(c)); };
  for (const SimpleType &simpleType : kSimpleTypes) {
    if (simpleType.isa(type)) {
      code(simpleType.code);
      return success();
    }
  }
  return llvm::TypeSwitch<Type, LogicalResult>(type)
      .Case([&](ComplexV1Type t) {
        code(TypeCode::Complex);
        writer.writeType(t.getElementType());
        return success();
      })
      .Case([&](FunctionV1Type t) {
        code(TypeCode::Function);
        writer.writeTypes(t.getInputs());
        writer.writeTypes(t.getOutputs());
        return success();
      })
      .Case([&](RankedTensorV1Type t) {
        if (Attribute encoding = t.getEncoding()) {
          code(TypeCode::RankedTensorWithEncoding);
          writer.writeAttribute(encoding);
        } else {
          code(TypeCode::RankedTensor);
        }
        writer.writeSignedVarInts(t.getShape());
        writer.writeType(t.getElementType());
        return success();
      })
      .Case([&](TupleV1Type t) {
        code(TypeCode::Tuple);
        writer.writeTypes(t.getTypes());
        return success();
      })
      .Case([&](UniformQuantizedV1Type t) {
        code(TypeCode::UniformQuantized);
        writer.writeVarInt(t.getFlags());
        writer.writeType(t.getStorageType());
        writer.writeType(t.getExpressedType());
        writer.writeAPFloatWithKnownSemantics(t.getScale());
        writer.writeSignedVarInt(t.getZeroPoint());
        writer.writeSignedVarInt(t.getStorageTypeMin());
        writer.writeSignedVarInt(t.getStorageTypeMax());
        return success();
      })
      .Case([&](UniformQuantizedPerAxisV1Type t) {
        code(TypeCode::UniformQuantizedPerAxis);
        writer.writeVarInt(t.getFlags());
        writer.writeType(t.getStorageType());
        writer.writeType(t.getExpressedType());
        writer.writeVarInt(t.getQuantizedDimension());
        writer.writeSignedVarInt(t.getStorageTypeMin());
        writer.writeSignedVarInt(t.getStorageTypeMax());
        writer.writeList(t.getScales(), [&](const APFloat &scale) {
          writer.writeAPFloatWithKnownSemantics(scale);
        });
        writer.writeList(t.getZeroPoints(),
                         [&](int64_t zp) { writer.writeSignedVarInt(zp); });
        return success();
      })
      .Case([&](UnrankedTensorV1Type t) {
        code(TypeCode::UnrankedTensor);
        writer.writeType(t.getElementType());
        return success();
      })
      .Case([&](RankedBufferV1Type t) {
        code(TypeCode::RankedBuffer);
        writer.writeSignedVarInts(t.getShape());
        writer.writeType(t.getElementType());
        return success();
      })
      .Default([](Type) { return failure(); });
}

} // namespace

namespace mlir {
namespace vhlo {

/// Installs the bytecode encoding of the dialect's types and attributes.
void registerVhloBytecodeInterface(VHLODialect *dialect) {
  dialect->addInterfaces<VhloBytecodeInterface>();
}

} // namespace vhlo
} // namespace mlir
