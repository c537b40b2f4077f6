//===- ReductionOps.cpp - Verifiers and syntax of the reduction ops -------===//
//
// Constraint labels (C1, C2, ...) refer to the op's section of the
// StableHLO specification.
//
//===----------------------------------------------------------------------===//

#include "StablehloOps.h"
#include "VerifyUtils.h"

#include "AssemblyFormat.h"

using namespace mlir;
using namespace mlir::stablehlo;

static RankedTensorType tensorOf(Value value) {
  return llvm::cast<RankedTensorType>(value.getType());
}

//===----------------------------------------------------------------------===//
// ReduceOp
//===----------------------------------------------------------------------===//

/// The spec has 0-dimensional init values; upstream also accepts init values
/// whose dimensions are, in order, some of `allowed` (the result dimensions
/// of reduce, the window dimensions of reduce_window), the body then
/// combining tensors of their shape.
static LogicalResult verifyInitShapes(Operation *op, ValueRange inits,
                                      ArrayRef<int64_t> allowed) {
  for (Value init : inits) {
    ArrayRef<int64_t> shape = tensorOf(init).getShape();
    size_t matched = 0;
    for (int64_t size : allowed)
      if (matched < shape.size() && isCompatibleDim(size, shape[matched]))
        ++matched;
    if (matched != shape.size())
      return op->emitOpError("expects init values whose dimensions are "
                             "among [")
             << allowed << "] in order, but got " << init.getType();
  }
  return success();
}

/// The checks reduce and reduce_window make of their inputs and init values,
/// under the op's own numbers: `count` for 0 < size(inputs) =
/// size(init_values) = size(results), `shapes` for inputs of one shape.
/// Returns the inputs' element types.
static FailureOr<SmallVector<Type>>
verifyReductionInputs(Operation *op, ValueRange inputs, ValueRange inits,
                      StringRef count, StringRef shapes) {
  size_t n = inputs.size();
  if (n == 0 || inits.size() != n || op->getNumResults() != n)
    return op->emitOpError()
           << count
           << ": expects 0 < size(inputs) = size(init_values) = "
              "size(results), but got "
           << n << ", " << inits.size() << " and " << op->getNumResults();
  RankedTensorType first = tensorOf(inputs.front());
  for (Value input : inputs)
    if (!isCompatibleShape(tensorOf(input).getShape(), first.getShape()))
      return op->emitOpError()
             << shapes << ": expects inputs of the same shape, but got "
             << first << " and " << input.getType();
  SmallVector<Type> inputElements;
  for (Value input : inputs)
    inputElements.push_back(tensorOf(input).getElementType());
  return inputElements;
}

LogicalResult ReduceOp::verify() {
  FailureOr<SmallVector<Type>> inputElements = verifyReductionInputs(
      *this, getInputs(), getInitValues(), "C3", "C1");
  if (failed(inputElements))
    return failure();
  RankedTensorType first = tensorOf(getInputs().front());
  ArrayRef<int64_t> dims = getDimensions();
  if (!allInRange(dims, first.getRank()))
    return emitOpError("C4: expects dimensions in [0, ")
           << first.getRank() << ")";
  if (!isUnique(dims))
    return emitOpError("C5: expects unique dimensions");
  SmallVector<int64_t> expected;
  for (int64_t d = 0; d < first.getRank(); ++d)
    if (!llvm::is_contained(dims, d))
      expected.push_back(first.getDimSize(d));
  if (failed(verifyInitShapes(*this, getInitValues(), expected)))
    return failure();
  SmallVector<Type> bodyTypes;
  if (failed(verifyReducerRegion(*this, getBody(), *inputElements, "C6",
                                 &bodyTypes,
                                 llvm::to_vector(
                                     getInitValues().getTypes()))) ||
      failed(verifyPromotableToBody(*this, getInitValues(), bodyTypes, "C2",
                                    "init value")))
    return failure();
  for (auto [i, result] : llvm::enumerate(getResults())) {
    RankedTensorType type = tensorOf(result);
    if (!isCompatibleShape(expected, type.getShape()))
      return emitOpError("C7: unexpected shape of result ")
             << i << ": " << type;
    if (type.getElementType() != bodyTypes[i])
      return emitOpError("C8: expects result ")
             << i << " of element type " << bodyTypes[i];
  }
  return success();
}

/// Whether `name` may be written after `applies`: as upstream, a registered
/// commutative stablehlo op with two operands, one result and no regions
/// (reducing with anything else needs the explicit `reducer` form).
static bool isCompactReducerName(OperationName name) {
  return name.isRegistered() && name.getDialectNamespace() == "stablehlo" &&
         name.hasTrait<OpTrait::IsCommutative>() &&
         name.hasTrait<OpTrait::NOperands<2>::Impl>() &&
         name.hasTrait<OpTrait::OneResult>() &&
         name.hasTrait<OpTrait::ZeroRegions>();
}

/// The single op of a body that only applies a commutative binary op to its
/// two arguments and returns the result, or null.
static Operation *compactReducer(ReduceOp op) {
  if (op.getInputs().size() != 1)
    return nullptr;
  Block &block = op.getBody().front();
  if (block.getNumArguments() != 2 || !llvm::hasSingleElement(
                                          block.without_terminator()))
    return nullptr;
  Operation &inner = block.front();
  Operation *terminator = block.getTerminator();
  Type argType = block.getArgument(0).getType();
  // As upstream's, the compact form stands for a body of 0-d tensors of the
  // input's element type (which the init value may not have).
  auto argTensor = llvm::dyn_cast<RankedTensorType>(argType);
  if (!argTensor || argTensor.getRank() != 0 ||
      argTensor.getElementType() !=
          getElementTypeOrSelf(op.getInputs().front().getType()) ||
      tensorOf(op.getInitValues().front()).getRank() != 0)
    return nullptr;
  if (inner.getNumOperands() != 2 || inner.getNumResults() != 1 ||
      inner.getNumRegions() != 0 || !inner.getAttrs().empty() ||
      inner.getOperand(0) != block.getArgument(0) ||
      inner.getOperand(1) != block.getArgument(1) ||
      inner.getResult(0).getType() != argType ||
      block.getArgument(1).getType() != argType ||
      !isa<ReturnOp>(terminator) || terminator->getNumOperands() != 1 ||
      terminator->getOperand(0) != inner.getResult(0) ||
      !isCompactReducerName(inner.getName()))
    return nullptr;
  return &inner;
}

void ReduceOp::print(OpAsmPrinter &printer) {
  llvm::interleaveComma(
      llvm::zip(getInputs(), getInitValues()), printer, [&](auto pair) {
        printer << '(' << std::get<0>(pair) << " init: " << std::get<1>(pair)
                << ')';
      });
  Operation *inner = compactReducer(*this);
  if (inner)
    printer << " applies " << inner->getName().getStringRef();
  printer << " across dimensions = ";
  printDimsParameter(printer, getDimensions());
  printer.printOptionalAttrDict((*this)->getAttrs(), {"dimensions"});
  printer << " : ";
  printer.printFunctionalType(*this);
  if (inner)
    return;
  Block &block = getBody().front();
  size_t n = getInputs().size();
  // Spaced as upstream prints it: " reducer" one column in from the op, and
  // two spaces before the body.
  printer.printNewline();
  printer << " reducer";
  for (size_t i = 0; i < n; ++i) {
    printer << (i ? " (" : "(");
    printer.printRegionArgument(block.getArgument(i));
    printer << ", ";
    printer.printRegionArgument(block.getArgument(i + n));
    printer << ')';
  }
  printer << "  ";
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  auto parsePair = [&]() -> ParseResult {
    OpAsmParser::UnresolvedOperand input, init;
    if (parser.parseLParen() || parser.parseOperand(input) ||
        parser.parseKeyword("init") || parser.parseColon() ||
        parser.parseOperand(init) || parser.parseRParen())
      return failure();
    inputs.push_back(input);
    inits.push_back(init);
    return success();
  };
  if (parser.parseCommaSeparatedList(parsePair))
    return failure();

  std::optional<OperationName> innerName;
  SMLoc innerLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword("applies"))) {
    innerLoc = parser.getCurrentLocation();
    FailureOr<OperationName> name = parser.parseCustomOperationName();
    if (failed(name))
      return failure();
    if (!name->isRegistered())
      return parser.emitError(innerLoc, "unknown operation '")
             << name->getStringRef() << "'";
    if (!isCompactReducerName(*name))
      return parser.emitError(innerLoc, "expected a commutative binary op "
                                        "of the stablehlo dialect after "
                                        "'applies', but got '")
             << name->getStringRef() << "'";
    innerName.emplace(*name);
  }

  SmallVector<int64_t> dims;
  if (parser.parseKeyword("across") || parser.parseKeyword("dimensions") ||
      parser.parseEqual() || parseDimList(parser, dims))
    return failure();
  result.addAttribute(getDimensionsAttrName(result.name),
                      parser.getBuilder().getDenseI64ArrayAttr(dims));
  if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();
  SMLoc typeLoc = parser.getCurrentLocation();
  FunctionType fnType;
  if (parser.parseType(fnType))
    return failure();
  size_t n = inputs.size();
  if (fnType.getNumInputs() != 2 * n)
    return parser.emitError(typeLoc, "expected ")
           << 2 * n << " operand types";
  SmallVector<OpAsmParser::UnresolvedOperand> operands(inputs);
  llvm::append_range(operands, inits);
  if (parser.resolveOperands(operands, fnType.getInputs(), loc,
                             result.operands))
    return failure();
  result.addTypes(fnType.getResults());

  Region *body = result.addRegion();
  if (innerName) {
    // Rebuild the body: ^bb0(%lhs: Z, %rhs: Z): return op(%lhs, %rhs),
    // where Z is, as upstream, the 0-d tensor of the (first) input's element
    // type (the verifier rejects init values with dimensions, which need
    // the explicit reducer form).
    Type argType = RankedTensorType::get(
        {}, getElementTypeOrSelf(fnType.getInput(0)));
    Location innerLocation = parser.getEncodedSourceLoc(innerLoc);
    Block *block = new Block();
    body->push_back(block);
    Value lhs = block->addArgument(argType, innerLocation);
    Value rhs = block->addArgument(argType, innerLocation);
    OpBuilder builder(parser.getContext());
    builder.setInsertionPointToEnd(block);
    OperationState state(innerLocation, *innerName);
    state.addOperands({lhs, rhs});
    state.addTypes(argType);
    Operation *inner = builder.create(state);
    ReturnOp::create(builder, innerLocation, inner->getResults());
    return success();
  }

  // reducer(%a0: Z0, %b0: Z0) (%a1: Z1, %b1: Z1) ... { ... }
  // As upstream, any number of argument pairs is accepted (the verifier
  // checks the body); with none, the region names its entry block itself:
  // reducer { ^bb0(%a0: Z0, ..., %b0: Z0, ...): ... }.
  SmallVector<OpAsmParser::Argument> lhsArgs, rhsArgs;
  if (parser.parseKeyword("reducer"))
    return failure();
  while (succeeded(parser.parseOptionalLParen())) {
    OpAsmParser::Argument lhs, rhs;
    if (parser.parseArgument(lhs, true) || parser.parseComma() ||
        parser.parseArgument(rhs, true) || parser.parseRParen())
      return failure();
    lhsArgs.push_back(lhs);
    rhsArgs.push_back(rhs);
  }
  llvm::append_range(lhsArgs, rhsArgs);
  return parser.parseRegion(*body, lhsArgs);
}

//===----------------------------------------------------------------------===//
// Windows
//===----------------------------------------------------------------------===//

/// Checks that an optional array has `rank` positive elements. With
/// `emptyIsDefault` (strides and dilations), an empty array stands for the
/// default, as in upstream's verifier, where the spec asks for `rank`
/// elements.
static LogicalResult verifyWindowArray(Operation *op,
                                       std::optional<ArrayRef<int64_t>> values,
                                       int64_t rank, StringRef sizeLabel,
                                       StringRef positiveLabel, StringRef name,
                                       bool emptyIsDefault = true) {
  if (!values || (emptyIsDefault && values->empty()))
    return success();
  if (static_cast<int64_t>(values->size()) != rank)
    return op->emitOpError()
           << sizeLabel << ": expects " << rank << " " << name << ", but got "
           << values->size();
  for (int64_t v : *values)
    if (v <= 0)
      return op->emitOpError()
             << positiveLabel << ": expects positive " << name
             << ", but got " << v;
  return success();
}

/// Element `d` of an optional window array, 1 when it is absent or empty.
static int64_t windowValue(std::optional<ArrayRef<int64_t>> values,
                           int64_t d) {
  return values && !values->empty() ? (*values)[d] : 1;
}

/// Reads an Nx2 padding attribute; fails unless its shape is [rank, 2]. An
/// empty one ([0, 2]) stands for no padding, as in upstream's verifier.
static LogicalResult readPadding(Operation *op,
                                 std::optional<DenseIntElementsAttr> padding,
                                 int64_t rank, StringRef label,
                                 SmallVectorImpl<int64_t> &values) {
  values.assign(2 * rank, 0);
  if (!padding || padding->empty())
    return success();
  auto type = llvm::cast<ShapedType>(padding->getType());
  if (type.getRank() != 2 || type.getDimSize(0) != rank ||
      type.getDimSize(1) != 2)
    return op->emitOpError() << label << ": expects padding of shape ["
                             << rank << ", 2], but got " << type;
  values.assign(padding->getValues<int64_t>().begin(),
                padding->getValues<int64_t>().end());
  return success();
}

LogicalResult ReduceWindowOp::verify() {
  FailureOr<SmallVector<Type>> inputElements = verifyReductionInputs(
      *this, getInputs(), getInitValues(), "C1", "C2");
  if (failed(inputElements))
    return failure();
  RankedTensorType first = tensorOf(getInputs().front());
  int64_t rank = first.getRank();
  ArrayRef<int64_t> window = getWindowDimensions();
  if (failed(verifyWindowArray(*this, window, rank, "C4", "C5",
                               "window dimensions", /*emptyIsDefault=*/false)) ||
      failed(verifyWindowArray(*this, getWindowStrides(), rank, "C6", "C7",
                               "window strides")) ||
      failed(verifyWindowArray(*this, getBaseDilations(), rank, "C8", "C9",
                               "base dilations")) ||
      failed(verifyWindowArray(*this, getWindowDilations(), rank, "C10",
                               "C11", "window dilations")))
    return failure();
  SmallVector<int64_t> padding;
  if (failed(readPadding(*this, getPadding(), rank, "C12", padding)))
    return failure();
  if (failed(verifyInitShapes(*this, getInitValues(), window)))
    return failure();
  SmallVector<Type> bodyTypes;
  if (failed(verifyReducerRegion(*this, getBody(), *inputElements, "C13",
                                 &bodyTypes,
                                 llvm::to_vector(
                                     getInitValues().getTypes()))) ||
      failed(verifyPromotableToBody(*this, getInitValues(), bodyTypes, "C3",
                                    "init value")))
    return failure();
  SmallVector<int64_t> expected;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = first.getDimSize(d);
    if (ShapedType::isDynamic(size)) {
      expected.push_back(ShapedType::kDynamic);
      continue;
    }
    std::optional<int64_t> count = windowCount(
        size, windowValue(getBaseDilations(), d), padding[2 * d],
        padding[2 * d + 1], window[d], windowValue(getWindowDilations(), d),
        windowValue(getWindowStrides(), d));
    if (!count)
      return emitOpError("C15: the number of windows in dimension ")
             << d << " overflows int64";
    expected.push_back(*count);
  }
  RankedTensorType firstResult = tensorOf(getResults().front());
  for (auto [i, result] : llvm::enumerate(getResults()))
    if (!isCompatibleShape(tensorOf(result).getShape(),
                           firstResult.getShape()))
      return emitOpError("C14: expects results of the same shape, but got ")
             << firstResult << " and " << result.getType();
  for (auto [i, result] : llvm::enumerate(getResults())) {
    RankedTensorType type = tensorOf(result);
    if (!isCompatibleShape(expected, type.getShape()))
      return emitOpError("C15: unexpected shape of result ")
             << i << ": " << type;
    if (type.getElementType() != bodyTypes[i])
      return emitOpError("C16: expects result ")
             << i << " of element type " << bodyTypes[i];
  }
  return success();
}

LogicalResult SelectAndScatterOp::verify() {
  RankedTensorType operandType = tensorOf(getOperand());
  RankedTensorType sourceType = tensorOf(getSource());
  RankedTensorType initType = tensorOf(getInitValue());
  int64_t rank = operandType.getRank();
  if (operandType.getElementType() != sourceType.getElementType())
    return emitOpError("C1: expects operand and source of the same element "
                       "type, but got ")
           << operandType.getElementType() << " and "
           << sourceType.getElementType();
  if (initType.getRank() != 0 ||
      initType.getElementType() != operandType.getElementType())
    return emitOpError("C3: expects a 0-dimensional init value of the "
                       "operand's element type");
  // window_dimensions is a required input of the spec; upstream too rejects
  // its absence (rather than reading it as all ones) unless rank is 0.
  if (!getWindowDimensions() && rank != 0)
    return emitOpError("C4: expects ")
           << rank << " window dimensions, but got none";
  if (failed(verifyWindowArray(*this, getWindowDimensions(), rank, "C4", "C5",
                               "window dimensions", /*emptyIsDefault=*/false)) ||
      failed(verifyWindowArray(*this, getWindowStrides(), rank, "C6", "C7",
                               "window strides")))
    return failure();
  SmallVector<int64_t> padding;
  if (failed(readPadding(*this, getPadding(), rank, "C8", padding)))
    return failure();
  SmallVector<int64_t> expected;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = operandType.getDimSize(d);
    if (ShapedType::isDynamic(size)) {
      expected.push_back(ShapedType::kDynamic);
      continue;
    }
    std::optional<int64_t> count =
        windowCount(size, 1, padding[2 * d], padding[2 * d + 1],
                    windowValue(getWindowDimensions(), d), 1,
                    windowValue(getWindowStrides(), d));
    if (!count)
      return emitOpError("C2: the number of windows in dimension ")
             << d << " overflows int64";
    expected.push_back(*count);
  }
  if (!isCompatibleShape(expected, sourceType.getShape()))
    return emitOpError("C2: unexpected source shape ") << sourceType;

  auto scalar = RankedTensorType::get({}, operandType.getElementType());
  Block &select = getSelect().front();
  Operation *selectReturn = select.empty() ? nullptr : &select.back();
  auto i1 = RankedTensorType::get({}, IntegerType::get(getContext(), 1));
  if (select.getNumArguments() != 2 ||
      select.getArgument(0).getType() != scalar ||
      select.getArgument(1).getType() != scalar || !selectReturn ||
      selectReturn->getNumOperands() != 1 ||
      selectReturn->getOperand(0).getType() != i1)
    return emitOpError("C9: expects select of type (")
           << scalar << ", " << scalar << ") -> tensor<i1>";
  SmallVector<Type> bodyTypes;
  if (failed(verifyReducerRegion(*this, getScatter(),
                                 {operandType.getElementType()}, "C10",
                                 &bodyTypes)))
    return failure();
  RankedTensorType resultType = tensorOf(getResult());
  if (!isCompatibleShape(operandType.getShape(), resultType.getShape()))
    return emitOpError("C11: expects a result of the operand's shape, but "
                       "got ")
           << resultType << " for operand " << operandType;
  if (resultType.getElementType() != bodyTypes.front())
    return emitOpError("C12: expects a result of element type ")
           << bodyTypes.front();
  return success();
}

//===----------------------------------------------------------------------===//
// Result type inference
//===----------------------------------------------------------------------===//

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(ReduceOp, {
  ReduceOp::Adaptor adaptor(operands, attributes, properties, regions);
  size_t n = operands.size() / 2;
  if (n == 0 || !adaptor.getDimensionsAttr())
    return failure();
  ArrayRef<int64_t> dims = adaptor.getDimensions();
  // The result element types are those of the body, when known, else
  // those of the init values.
  Block *body = regions.empty() || regions[0]->empty() ? nullptr
                                                        : &regions[0]->front();
  for (size_t i = 0; i < n; ++i) {
    auto input = llvm::dyn_cast<RankedTensorType>(operands[i].getType());
    if (!input)
      return failure();
    Type element = input.getElementType();
    if (body && body->getNumArguments() == 2 * n)
      element = elementTypeOf(body->getArgument(i).getType());
    SmallVector<int64_t> shape;
    for (int64_t d = 0; d < input.getRank(); ++d)
      if (!llvm::is_contained(dims, d))
        shape.push_back(input.getDimSize(d));
    inferredReturnTypes.push_back(RankedTensorType::get(shape, element));
  }
  return success();
})

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(SelectAndScatterOp, {
  if (operands.empty())
    return failure();
  inferredReturnTypes.push_back(operands[0].getType());
  return success();
})
