//===- AssemblyFormat.cpp - Custom directives of the assembly formats -----===//

#include "AssemblyFormat.h"

namespace mlir {
namespace stablehlo {

ParseResult parseSameOperandsAndResultTypeImpl(OpAsmParser &parser,
                                               ArrayRef<Type *> operands,
                                               Type *result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  auto fnType = llvm::dyn_cast<FunctionType>(type);
  if (!fnType) {
    for (Type *operand : operands)
      *operand = type;
    *result = type;
    return success();
  }
  if (fnType.getNumInputs() != operands.size())
    return parser.emitError(loc, "expected ")
           << operands.size() << " operand types but got "
           << fnType.getNumInputs();
  if (fnType.getNumResults() != 1)
    return parser.emitError(loc, "expected one result type but got ")
           << fnType.getNumResults();
  for (auto [operand, input] : llvm::zip(operands, fnType.getInputs()))
    *operand = input;
  *result = fnType.getResult(0);
  return success();
}

void printSameOperandsAndResultTypeImpl(OpAsmPrinter &printer,
                                        TypeRange operands, Type result) {
  if (llvm::all_of(operands, [&](Type t) { return t == result; })) {
    printer << result;
    return;
  }
  printer.printFunctionalType(operands, TypeRange(result));
}

ParseResult parseSameTypesImpl(OpAsmParser &parser, ArrayRef<Type *> types) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<Type> parsed;
  if (parser.parseTypeList(parsed))
    return failure();
  if (parsed.size() == 1) {
    for (Type *type : types)
      *type = parsed.front();
    return success();
  }
  if (parsed.size() != types.size())
    return parser.emitError(loc, "expected 1 or ")
           << types.size() << " types but got " << parsed.size();
  for (auto [type, value] : llvm::zip(types, parsed))
    *type = value;
  return success();
}

void printSameTypesImpl(OpAsmPrinter &printer, TypeRange types) {
  if (!types.empty() &&
      llvm::all_of(types, [&](Type t) { return t == types.front(); })) {
    printer << types.front();
    return;
  }
  llvm::interleaveComma(types, printer);
}

ParseResult
parseVariadicSameOperandsAndResultType(OpAsmParser &parser,
                                       ArrayRef<OpAsmParser::UnresolvedOperand>
                                           operands,
                                       SmallVectorImpl<Type> &operandTypes,
                                       SmallVectorImpl<Type> &resultTypes) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto fnType = llvm::dyn_cast<FunctionType>(type)) {
    if (fnType.getNumInputs() != operands.size())
      return parser.emitError(loc, "expected ")
             << operands.size() << " operand types but got "
             << fnType.getNumInputs();
    llvm::append_range(operandTypes, fnType.getInputs());
    llvm::append_range(resultTypes, fnType.getResults());
    return success();
  }
  // A list of types, one per operand, shared by the results.
  SmallVector<Type> types{type};
  while (succeeded(parser.parseOptionalComma())) {
    if (parser.parseType(type))
      return failure();
    types.push_back(type);
  }
  if (types.size() != operands.size())
    return parser.emitError(loc, "expected ")
           << operands.size() << " types but got " << types.size();
  llvm::append_range(operandTypes, types);
  llvm::append_range(resultTypes, types);
  return success();
}

void printVariadicSameOperandsAndResultType(OpAsmPrinter &printer,
                                            Operation *, OperandRange,
                                            TypeRange operandTypes,
                                            TypeRange resultTypes) {
  if (operandTypes == resultTypes) {
    llvm::interleaveComma(operandTypes, printer);
    return;
  }
  printer.printFunctionalType(operandTypes, resultTypes);
}

ParseResult parseComplexOpType(OpAsmParser &parser, Type &lhs, Type &rhs,
                               Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto fnType = llvm::dyn_cast<FunctionType>(type)) {
    if (fnType.getNumInputs() != 2 || fnType.getNumResults() != 1)
      return parser.emitError(loc, "expected a type `(T, T) -> R`");
    lhs = fnType.getInput(0);
    rhs = fnType.getInput(1);
    result = fnType.getResult(0);
    return success();
  }
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  auto complex =
      tensor ? llvm::dyn_cast<ComplexType>(tensor.getElementType()) : nullptr;
  if (!complex)
    return parser.emitError(loc, "expected a tensor of complex type");
  result = type;
  lhs = rhs = tensor.clone(complex.getElementType());
  return success();
}

void printComplexOpType(OpAsmPrinter &printer, Operation *, Type lhs,
                        Type rhs, Type result) {
  auto tensor = llvm::dyn_cast<RankedTensorType>(result);
  auto complex =
      tensor ? llvm::dyn_cast<ComplexType>(tensor.getElementType()) : nullptr;
  if (complex && lhs == rhs && lhs == tensor.clone(complex.getElementType())) {
    printer << result;
    return;
  }
  printer.printFunctionalType(TypeRange{lhs, rhs}, TypeRange{result});
}

ParseResult parseSelectOpType(OpAsmParser &parser, Type &pred, Type &onTrue,
                              Type &onFalse, Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<Type> types;
  if (parser.parseTypeList(types))
    return failure();
  if (types.size() == 2) {
    pred = types[0];
    onTrue = onFalse = result = types[1];
    return success();
  }
  auto fnType =
      types.size() == 1 ? llvm::dyn_cast<FunctionType>(types[0]) : nullptr;
  if (!fnType || fnType.getNumInputs() != 3 || fnType.getNumResults() != 1)
    return parser.emitError(loc, "expected `P, T` or `(P, T, T) -> T`");
  pred = fnType.getInput(0);
  onTrue = fnType.getInput(1);
  onFalse = fnType.getInput(2);
  result = fnType.getResult(0);
  return success();
}

void printSelectOpType(OpAsmPrinter &printer, Operation *, Type pred,
                       Type onTrue, Type onFalse, Type result) {
  if (onTrue == onFalse && onTrue == result) {
    printer << pred << ", " << result;
    return;
  }
  printer.printFunctionalType(TypeRange{pred, onTrue, onFalse},
                              TypeRange{result});
}

ParseResult parseExponentMantissa(AsmParser &parser, IntegerAttr &exponent,
                                  IntegerAttr &mantissa) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  size_t m = keyword.find('m');
  int64_t e = 0, n = 0;
  if (!keyword.starts_with("e") || m == StringRef::npos ||
      keyword.substr(1, m - 1).getAsInteger(10, e) ||
      keyword.substr(m + 1).getAsInteger(10, n))
    return parser.emitError(loc, "expected a format `e<bits>m<bits>`");
  Type i32 = IntegerType::get(parser.getContext(), 32);
  exponent = IntegerAttr::get(i32, e);
  mantissa = IntegerAttr::get(i32, n);
  return success();
}

void printExponentMantissa(AsmPrinter &printer, Operation *,
                           IntegerAttr exponent, IntegerAttr mantissa) {
  printer << 'e' << exponent.getInt() << 'm' << mantissa.getInt();
}

ParseResult parseVariadicOperandWithAttribute(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands) {
  while (true) {
    OpAsmParser::UnresolvedOperand operand;
    OptionalParseResult result = parser.parseOptionalOperand(operand);
    if (!result.has_value())
      return success();
    if (failed(*result))
      return failure();
    operands.push_back(operand);
    if (parser.parseComma())
      return failure();
  }
}

void printVariadicOperandWithAttribute(OpAsmPrinter &printer, Operation *,
                                       OperandRange operands) {
  for (Value operand : operands)
    printer << operand << ", ";
}

ParseResult parseSliceRanges(OpAsmParser &parser,
                             DenseI64ArrayAttr &startIndices,
                             DenseI64ArrayAttr &limitIndices,
                             DenseI64ArrayAttr &strides) {
  SmallVector<int64_t> starts, limits, steps;
  auto parseRange = [&]() -> ParseResult {
    int64_t start, limit, step = 1;
    if (parser.parseInteger(start) || parser.parseColon() ||
        parser.parseInteger(limit))
      return failure();
    if (succeeded(parser.parseOptionalColon()) && parser.parseInteger(step))
      return failure();
    starts.push_back(start);
    limits.push_back(limit);
    steps.push_back(step);
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parseRange))
    return failure();
  MLIRContext *context = parser.getContext();
  startIndices = DenseI64ArrayAttr::get(context, starts);
  limitIndices = DenseI64ArrayAttr::get(context, limits);
  strides = DenseI64ArrayAttr::get(context, steps);
  return success();
}

void printSliceRanges(OpAsmPrinter &printer, Operation *,
                      ArrayRef<int64_t> startIndices,
                      ArrayRef<int64_t> limitIndices,
                      ArrayRef<int64_t> strides) {
  printer << '[';
  for (size_t i = 0; i < startIndices.size(); ++i) {
    if (i)
      printer << ", ";
    printer << startIndices[i] << ':'
            << (i < limitIndices.size() ? limitIndices[i] : 0);
    if (i < strides.size() && strides[i] != 1)
      printer << ':' << strides[i];
  }
  printer << ']';
}

ParseResult parseDimSizes(AsmParser &parser, SmallVector<int64_t> &sizes) {
  auto parseOne = [&]() -> ParseResult {
    if (succeeded(parser.parseOptionalQuestion())) {
      sizes.push_back(ShapedType::kDynamic);
      return success();
    }
    int64_t size;
    if (parser.parseInteger(size))
      return failure();
    sizes.push_back(size);
    return success();
  };
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::LessGreater,
                                        parseOne);
}

void printDimSizes(AsmPrinter &printer, ArrayRef<int64_t> sizes) {
  printer << '<';
  llvm::interleaveComma(sizes, printer, [&](int64_t size) {
    if (ShapedType::isDynamic(size))
      printer << '?';
    else
      printer << size;
  });
  printer << '>';
}

ParseResult parseDimList(AsmParser &parser, SmallVectorImpl<int64_t> &dims) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
        int64_t dim;
        if (parser.parseInteger(dim))
          return failure();
        dims.push_back(dim);
        return success();
      });
}

FailureOr<SmallVector<int64_t>> parseDimsParameter(AsmParser &parser) {
  SmallVector<int64_t> dims;
  if (parseDimList(parser, dims))
    return failure();
  return dims;
}

void printDimsParameter(AsmPrinter &printer, ArrayRef<int64_t> dims) {
  printer << '[';
  llvm::interleaveComma(dims, printer);
  printer << ']';
}

FailureOr<llvm::APFloat> parseAPFloatParameter(AsmParser &parser) {
  double value;
  if (parser.parseFloat(value))
    return failure();
  return llvm::APFloat(value);
}

} // namespace stablehlo
} // namespace mlir
