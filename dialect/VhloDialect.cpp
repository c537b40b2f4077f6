//===- VhloDialect.cpp - The versioned StableHLO dialect ------------------===//
//
// Versions, registration and the textual syntax of the `vhlo` types and
// attributes. Portable artifacts are bytecode (see VhloBytecode.cpp); the
// textual form exists for reading and writing tests.
//
//===----------------------------------------------------------------------===//

#include "VhloOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mlir;
using namespace mlir::vhlo;

//===----------------------------------------------------------------------===//
// Version
//===----------------------------------------------------------------------===//

std::optional<Version> Version::parse(llvm::StringRef text) {
  if (text == "current")
    return getCurrentVersion();
  llvm::SmallVector<llvm::StringRef, 3> fields;
  text.split(fields, '.');
  if (fields.size() != 3)
    return std::nullopt;
  int64_t parts[3];
  for (auto [i, field] : llvm::enumerate(fields))
    if (field.empty() || field.getAsInteger(10, parts[i]) || parts[i] < 0)
      return std::nullopt;
  return Version(parts[0], parts[1], parts[2]);
}

Version Version::parseOrDie(llvm::StringRef text) {
  std::optional<Version> version = parse(text);
  if (!version)
    llvm::report_fatal_error("invalid vhlo version literal");
  return *version;
}

std::string Version::str() const {
  return std::to_string(getMajor()) + "." + std::to_string(getMinor()) + "." +
         std::to_string(getPatch());
}

//===----------------------------------------------------------------------===//
// Generated definitions
//===----------------------------------------------------------------------===//

#include "VhloOpsDialect.cpp.inc"
#include "VhloEnums.cpp.inc"
#include "VhloInterfaces.cpp.inc"
#include "VhloTypeInterfaces.cpp.inc"
#include "VhloAttrInterfaces.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "VhloTypes.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "VhloAttrs.cpp.inc"

#define GET_OP_CLASSES
#include "VhloOps.cpp.inc"

namespace mlir {
namespace vhlo {
void registerVhloBytecodeInterface(VHLODialect *dialect);
} // namespace vhlo
} // namespace mlir

void VHLODialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "VhloOps.cpp.inc"
      >();
  registerBytecodeInterface();
}

void VHLODialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "VhloTypes.cpp.inc"
      >();
}

void VHLODialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "VhloAttrs.cpp.inc"
      >();
}

void VHLODialect::registerBytecodeInterface() {
  registerVhloBytecodeInterface(this);
}

//===----------------------------------------------------------------------===//
// Shared syntax helpers
//===----------------------------------------------------------------------===//

namespace {

/// Prints `a, b, c` (types or attributes).
template <typename T>
void printList(AsmPrinter &printer, llvm::ArrayRef<T> items) {
  llvm::interleaveComma(items, printer);
}

/// Parses `(a, b)`-style lists of types, possibly empty, between the
/// delimiters the callers consume.
ParseResult parseTypeList(AsmParser &parser, AsmParser::Delimiter delimiter,
                          SmallVectorImpl<Type> &types) {
  return parser.parseCommaSeparatedList(delimiter, [&]() {
    Type type;
    if (parser.parseType(type))
      return failure();
    types.push_back(type);
    return success();
  });
}

/// Prints `2x?x` for a shape (with the trailing `x` when non-empty).
void printShape(AsmPrinter &printer, llvm::ArrayRef<int64_t> shape) {
  for (int64_t dim : shape) {
    if (ShapedType::isDynamic(dim))
      printer << '?';
    else
      printer << dim;
    printer << 'x';
  }
}

/// Prints `[1, 2]` of integers.
void printInts(AsmPrinter &printer, llvm::ArrayRef<int64_t> values) {
  printer << '[';
  llvm::interleaveComma(values, printer);
  printer << ']';
}

/// Parses `[1, 2]` of integers.
ParseResult parseInts(AsmParser &parser, SmallVectorImpl<int64_t> &values) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() {
    int64_t value;
    if (parser.parseInteger(value))
      return failure();
    values.push_back(value);
    return success();
  });
}

/// Prints a floating-point value exactly, as its bits in hexadecimal (a
/// quoted string, as the bits of narrow types are no valid float literal).
void printFloatBits(AsmPrinter &printer, const APFloat &value) {
  llvm::SmallString<32> hex;
  value.bitcastToAPInt().toStringUnsigned(hex, 16);
  printer << "\"0x" << hex << '"';
}

/// Parses a floating-point value written by printFloatBits.
ParseResult parseFloatBits(AsmParser &parser,
                           const llvm::fltSemantics &semantics,
                           std::optional<APFloat> &value) {
  std::string hex;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseString(&hex))
    return failure();
  llvm::StringRef digits(hex);
  APInt bits;
  if (!digits.consume_front("0x") ||
      digits.getAsInteger(16, bits))
    return parser.emitError(loc, "expected hexadecimal float bits");
  unsigned width = APFloat::getSizeInBits(semantics);
  value = APFloat(semantics, bits.zextOrTrunc(width));
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

void FunctionV1Type::print(AsmPrinter &printer) const {
  printer << "<(";
  printList(printer, getInputs());
  printer << ") -> (";
  printList(printer, getOutputs());
  printer << ")>";
}

Type FunctionV1Type::parse(AsmParser &parser) {
  SmallVector<Type> inputs, outputs;
  if (parser.parseLess() ||
      parseTypeList(parser, AsmParser::Delimiter::Paren, inputs) ||
      parser.parseArrow() ||
      parseTypeList(parser, AsmParser::Delimiter::Paren, outputs) ||
      parser.parseGreater())
    return {};
  return FunctionV1Type::get(parser.getContext(), inputs, outputs);
}

int64_t RankedTensorV1Type::getNumElements() const {
  int64_t count = 1;
  for (int64_t dim : getShape())
    count *= dim;
  return count;
}

void RankedTensorV1Type::print(AsmPrinter &printer) const {
  printer << '<';
  printShape(printer, getShape());
  printer << getElementType();
  if (getEncoding())
    printer << ", " << getEncoding();
  printer << '>';
}

Type RankedTensorV1Type::parse(AsmParser &parser) {
  SmallVector<int64_t> shape;
  Type elementType;
  Attribute encoding;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/true,
                                /*withTrailingX=*/true) ||
      parser.parseType(elementType))
    return {};
  if (succeeded(parser.parseOptionalComma()) &&
      parser.parseAttribute(encoding))
    return {};
  if (parser.parseGreater())
    return {};
  return RankedTensorV1Type::get(parser.getContext(), shape, elementType,
                                 encoding);
}

void RankedBufferV1Type::print(AsmPrinter &printer) const {
  printer << '<';
  printShape(printer, getShape());
  printer << getElementType() << '>';
}

Type RankedBufferV1Type::parse(AsmParser &parser) {
  SmallVector<int64_t> shape;
  Type elementType;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/true,
                                /*withTrailingX=*/true) ||
      parser.parseType(elementType) || parser.parseGreater())
    return {};
  return RankedBufferV1Type::get(parser.getContext(), shape, elementType);
}

void TupleV1Type::print(AsmPrinter &printer) const {
  printer << '<';
  printList(printer, getTypes());
  printer << '>';
}

Type TupleV1Type::parse(AsmParser &parser) {
  SmallVector<Type> types;
  if (parseTypeList(parser, AsmParser::Delimiter::LessGreater, types))
    return {};
  return TupleV1Type::get(parser.getContext(), types);
}

// `!vhlo.quant_v1<flags, storage:expressed, scale, zero_point, min:max>`
// with the scale as the bits of an f64.
void UniformQuantizedV1Type::print(AsmPrinter &printer) const {
  printer << '<' << getFlags() << ", " << getStorageType() << ':'
          << getExpressedType() << ", ";
  printFloatBits(printer, getScale());
  printer << ", " << getZeroPoint() << ", " << getStorageTypeMin() << ':'
          << getStorageTypeMax() << '>';
}

Type UniformQuantizedV1Type::parse(AsmParser &parser) {
  unsigned flags;
  Type storage, expressed;
  std::optional<APFloat> scale;
  int64_t zeroPoint, min, max;
  if (parser.parseLess() || parser.parseInteger(flags) ||
      parser.parseComma() || parser.parseType(storage) ||
      parser.parseColon() || parser.parseType(expressed) ||
      parser.parseComma() ||
      parseFloatBits(parser, APFloat::IEEEdouble(), scale) ||
      parser.parseComma() || parser.parseInteger(zeroPoint) ||
      parser.parseComma() || parser.parseInteger(min) ||
      parser.parseColon() || parser.parseInteger(max) ||
      parser.parseGreater())
    return {};
  return UniformQuantizedV1Type::get(parser.getContext(), flags, storage,
                                     expressed, *scale, zeroPoint, min, max);
}

// `!vhlo.quant_per_axis_v1<flags, storage:expressed:dim, [scales],
// [zero_points], min:max>`.
void UniformQuantizedPerAxisV1Type::print(AsmPrinter &printer) const {
  printer << '<' << getFlags() << ", " << getStorageType() << ':'
          << getExpressedType() << ':' << getQuantizedDimension() << ", [";
  llvm::interleaveComma(getScales(), printer,
                        [&](const APFloat &s) { printFloatBits(printer, s); });
  printer << "], ";
  printInts(printer, getZeroPoints());
  printer << ", " << getStorageTypeMin() << ':' << getStorageTypeMax() << '>';
}

Type UniformQuantizedPerAxisV1Type::parse(AsmParser &parser) {
  unsigned flags;
  Type storage, expressed;
  int32_t dim;
  SmallVector<APFloat> scales;
  SmallVector<int64_t> zeroPoints;
  int64_t min, max;
  if (parser.parseLess() || parser.parseInteger(flags) ||
      parser.parseComma() || parser.parseType(storage) ||
      parser.parseColon() || parser.parseType(expressed) ||
      parser.parseColon() || parser.parseInteger(dim) || parser.parseComma())
    return {};
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() {
        std::optional<APFloat> scale;
        if (parseFloatBits(parser, APFloat::IEEEdouble(), scale))
          return failure();
        scales.push_back(*scale);
        return success();
      }))
    return {};
  if (parser.parseComma() || parseInts(parser, zeroPoints) ||
      parser.parseComma() || parser.parseInteger(min) ||
      parser.parseColon() || parser.parseInteger(max) ||
      parser.parseGreater())
    return {};
  return UniformQuantizedPerAxisV1Type::get(parser.getContext(), flags,
                                            storage, expressed, dim, scales,
                                            zeroPoints, min, max);
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

void ArrayV1Attr::print(AsmPrinter &printer) const {
  printer << "<[";
  printList(printer, getValue());
  printer << "]>";
}

Attribute ArrayV1Attr::parse(AsmParser &parser, Type) {
  SmallVector<Attribute> values;
  if (parser.parseLess() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() {
        Attribute value;
        if (parser.parseAttribute(value))
          return failure();
        values.push_back(value);
        return success();
      }) ||
      parser.parseGreater())
    return {};
  return ArrayV1Attr::get(parser.getContext(), values);
}

void DictionaryV1Attr::print(AsmPrinter &printer) const {
  printer << "<{";
  llvm::interleaveComma(getValue(), printer, [&](auto entry) {
    printer << entry.first << " = " << entry.second;
  });
  printer << "}>";
}

Attribute DictionaryV1Attr::parse(AsmParser &parser, Type) {
  SmallVector<std::pair<Attribute, Attribute>> entries;
  if (parser.parseLess() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Braces, [&]() {
        Attribute name, value;
        if (parser.parseAttribute(name) || parser.parseEqual() ||
            parser.parseAttribute(value))
          return failure();
        entries.emplace_back(name, value);
        return success();
      }) ||
      parser.parseGreater())
    return {};
  return DictionaryV1Attr::get(parser.getContext(), entries);
}

namespace mlir {
namespace vhlo {

/// The floating-point semantics of a `vhlo` float type, or null.
const llvm::fltSemantics *getVhloFloatSemantics(Type type) {
  return llvm::TypeSwitch<Type, const llvm::fltSemantics *>(type)
      .Case([](FloatBF16V1Type) { return &APFloat::BFloat(); })
      .Case([](FloatF16V1Type) { return &APFloat::IEEEhalf(); })
      .Case([](FloatF32V1Type) { return &APFloat::IEEEsingle(); })
      .Case([](FloatF64V1Type) { return &APFloat::IEEEdouble(); })
      .Case([](FloatTF32V1Type) { return &APFloat::FloatTF32(); })
      .Case([](FloatF4E2M1FNV1Type) { return &APFloat::Float4E2M1FN(); })
      .Case([](FloatF6E2M3FNV1Type) { return &APFloat::Float6E2M3FN(); })
      .Case([](FloatF6E3M2FNV1Type) { return &APFloat::Float6E3M2FN(); })
      .Case([](FloatF8E3M4V1Type) { return &APFloat::Float8E3M4(); })
      .Case([](FloatF8E4M3V1Type) { return &APFloat::Float8E4M3(); })
      .Case([](FloatF8E4M3FNV1Type) { return &APFloat::Float8E4M3FN(); })
      .Case([](FloatF8E5M2V1Type) { return &APFloat::Float8E5M2(); })
      .Case([](FloatF8E4M3FNUZV1Type) { return &APFloat::Float8E4M3FNUZ(); })
      .Case([](FloatF8E5M2FNUZV1Type) { return &APFloat::Float8E5M2FNUZ(); })
      .Case([](FloatF8E4M3B11FNUZV1Type) {
        return &APFloat::Float8E4M3B11FNUZ();
      })
      .Case([](FloatF8E8M0FNUV1Type) { return &APFloat::Float8E8M0FNU(); })
      .Default([](Type) { return nullptr; });
}

/// The bit width of a `vhlo` integer type (64 for index), or 0.
unsigned getVhloIntegerWidth(Type type) {
  return llvm::TypeSwitch<Type, unsigned>(type)
      .Case<IntegerSI2V1Type, IntegerUI2V1Type>([](auto) { return 2; })
      .Case<IntegerSI4V1Type, IntegerUI4V1Type>([](auto) { return 4; })
      .Case<IntegerSI8V1Type, IntegerUI8V1Type>([](auto) { return 8; })
      .Case<IntegerSI16V1Type, IntegerUI16V1Type>([](auto) { return 16; })
      .Case<IntegerSI32V1Type, IntegerUI32V1Type>([](auto) { return 32; })
      .Case<IntegerSI64V1Type, IntegerUI64V1Type, IndexV1Type>(
          [](auto) { return 64; })
      .Case<BooleanV1Type>([](auto) { return 1; })
      .Default([](Type) { return 0; });
}

} // namespace vhlo
} // namespace mlir

// `#vhlo.float_v1<0x3F800000 : !vhlo.f32_v1>`.
void FloatV1Attr::print(AsmPrinter &printer) const {
  printer << '<';
  printFloatBits(printer, getValue());
  printer << " : " << getType() << '>';
}

Attribute FloatV1Attr::parse(AsmParser &parser, Type) {
  std::string hex;
  Type type;
  if (parser.parseLess() || parser.parseString(&hex) ||
      parser.parseColon() || parser.parseType(type) || parser.parseGreater())
    return {};
  const llvm::fltSemantics *semantics = getVhloFloatSemantics(type);
  llvm::StringRef digits(hex);
  APInt bits;
  if (!semantics || !digits.consume_front("0x") ||
      digits.getAsInteger(16, bits)) {
    parser.emitError(parser.getNameLoc(), "invalid #vhlo.float_v1");
    return {};
  }
  return FloatV1Attr::get(
      parser.getContext(), type,
      APFloat(*semantics,
              bits.zextOrTrunc(APFloat::getSizeInBits(*semantics))));
}

// `#vhlo.integer_v1<-3 : !vhlo.i32_v1>`, signed by the type.
void IntegerV1Attr::print(AsmPrinter &printer) const {
  bool isUnsigned =
      isa<IntegerUI2V1Type, IntegerUI4V1Type, IntegerUI8V1Type,
          IntegerUI16V1Type, IntegerUI32V1Type, IntegerUI64V1Type,
          BooleanV1Type>(getType());
  printer << '<';
  getValue().print(printer.getStream(), /*isSigned=*/!isUnsigned);
  printer << " : " << getType() << '>';
}

Attribute IntegerV1Attr::parse(AsmParser &parser, Type) {
  APInt value;
  Type type;
  if (parser.parseLess() || parser.parseInteger(value) ||
      parser.parseColon() || parser.parseType(type) || parser.parseGreater())
    return {};
  unsigned width = getVhloIntegerWidth(type);
  if (width == 0) {
    parser.emitError(parser.getNameLoc(), "invalid #vhlo.integer_v1 type");
    return {};
  }
  return IntegerV1Attr::get(parser.getContext(), type,
                            value.sextOrTrunc(width));
}

void OutputOperandAliasV1Attr::print(AsmPrinter &printer) const {
  printer << "<output_tuple_indices = ";
  printInts(printer, getOutputTupleIndices());
  printer << ", operand_index = " << getOperandIndex()
          << ", operand_tuple_indices = ";
  printInts(printer, getOperandTupleIndices());
  printer << '>';
}

Attribute OutputOperandAliasV1Attr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> outputs, operands;
  int64_t index;
  if (parser.parseLess() || parser.parseKeyword("output_tuple_indices") ||
      parser.parseEqual() || parseInts(parser, outputs) ||
      parser.parseComma() || parser.parseKeyword("operand_index") ||
      parser.parseEqual() || parser.parseInteger(index) ||
      parser.parseComma() || parser.parseKeyword("operand_tuple_indices") ||
      parser.parseEqual() || parseInts(parser, operands) ||
      parser.parseGreater())
    return {};
  return OutputOperandAliasV1Attr::get(parser.getContext(), outputs, index,
                                       operands);
}

// `#vhlo.tensor_v1<"0x0000803F" : !vhlo.tensor_v1<...>>`: the raw data in
// hexadecimal.
void TensorV1Attr::print(AsmPrinter &printer) const {
  printer << "<\"0x"
          << llvm::toHex(llvm::StringRef(getData().data(), getData().size()))
          << "\" : " << getType() << '>';
}

Attribute TensorV1Attr::parse(AsmParser &parser, Type) {
  std::string hex;
  Type type;
  if (parser.parseLess() || parser.parseString(&hex) || parser.parseColon() ||
      parser.parseType(type) || parser.parseGreater())
    return {};
  llvm::StringRef digits(hex);
  std::string bytes;
  if (!digits.consume_front("0x") || !llvm::tryGetFromHex(digits, bytes)) {
    parser.emitError(parser.getNameLoc(), "invalid #vhlo.tensor_v1 data");
    return {};
  }
  return TensorV1Attr::get(parser.getContext(), type,
                           llvm::ArrayRef<char>(bytes.data(), bytes.size()));
}

void TypeExtensionsV1Attr::print(AsmPrinter &printer) const {
  printer << "<bounds = [";
  llvm::interleaveComma(getBounds(), printer, [&](int64_t bound) {
    if (ShapedType::isDynamic(bound))
      printer << '?';
    else
      printer << bound;
  });
  printer << "]>";
}

Attribute TypeExtensionsV1Attr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> bounds;
  if (parser.parseLess() || parser.parseKeyword("bounds") ||
      parser.parseEqual() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() {
        if (succeeded(parser.parseOptionalQuestion())) {
          bounds.push_back(ShapedType::kDynamic);
          return success();
        }
        int64_t bound;
        if (parser.parseInteger(bound))
          return failure();
        bounds.push_back(bound);
        return success();
      }) ||
      parser.parseGreater())
    return {};
  return TypeExtensionsV1Attr::get(parser.getContext(), bounds);
}

void ResultAccuracyV1Attr::print(AsmPrinter &printer) const {
  printer << "<atol = ";
  printFloatBits(printer, getAtol());
  printer << ", rtol = ";
  printFloatBits(printer, getRtol());
  printer << ", ulps = " << getUlps() << ", mode = " << getMode() << '>';
}

Attribute ResultAccuracyV1Attr::parse(AsmParser &parser, Type) {
  std::optional<APFloat> atol, rtol;
  int64_t ulps;
  Attribute mode;
  if (parser.parseLess() || parser.parseKeyword("atol") ||
      parser.parseEqual() ||
      parseFloatBits(parser, APFloat::IEEEdouble(), atol) ||
      parser.parseComma() || parser.parseKeyword("rtol") ||
      parser.parseEqual() ||
      parseFloatBits(parser, APFloat::IEEEdouble(), rtol) ||
      parser.parseComma() || parser.parseKeyword("ulps") ||
      parser.parseEqual() || parser.parseInteger(ulps) ||
      parser.parseComma() || parser.parseKeyword("mode") ||
      parser.parseEqual() || parser.parseAttribute(mode) ||
      parser.parseGreater())
    return {};
  return ResultAccuracyV1Attr::get(parser.getContext(), *atol, *rtol, ulps,
                                   mode);
}
