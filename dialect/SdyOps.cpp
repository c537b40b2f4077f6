//===- SdyOps.cpp - A minimal Shardy (sdy) dialect ------------------------===//
//
// Shardy attributes are kept as text: their bodies are read token by token
// up to the matching closing bracket and stored as written, so that what
// JAX prints reads back and prints identically.
//
//===----------------------------------------------------------------------===//

#include "SdyOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::stablehlo::sdy;

#include "SdyOpsDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "SdyAttrs.cpp.inc"

#define GET_OP_CLASSES
#include "SdyOps.cpp.inc"

void SdyDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "SdyAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "SdyOps.cpp.inc"
      >();
}

namespace {

/// Consumes one bracketed group starting at the current token (`<`, `[`,
/// `{` or `(`) up to its matching closing bracket, and returns its text as
/// written in the source.
FailureOr<StringRef> parseBalanced(AsmParser &p) {
  SMLoc start = p.getCurrentLocation();
  SmallVector<char> stack;
  auto open = [&]() -> bool {
    if (succeeded(p.parseOptionalLess()))
      return stack.push_back('>'), true;
    if (succeeded(p.parseOptionalLSquare()))
      return stack.push_back(']'), true;
    if (succeeded(p.parseOptionalLBrace()))
      return stack.push_back('}'), true;
    if (succeeded(p.parseOptionalLParen()))
      return stack.push_back(')'), true;
    return false;
  };
  if (!open())
    return p.emitError(p.getCurrentLocation(),
                       "expected '<', '[', '{' or '(' to start a sdy "
                       "attribute");
  const char *end = nullptr;
  while (!stack.empty()) {
    if (open())
      continue;
    char want = stack.back();
    // The closing bracket is one character; the text ends after it (and not
    // at the next token, which may follow comments).
    const char *here = p.getCurrentLocation().getPointer();
    bool closed = false;
    switch (want) {
    case '>':
      closed = succeeded(p.parseOptionalGreater());
      break;
    case ']':
      closed = succeeded(p.parseOptionalRSquare());
      break;
    case '}':
      closed = succeeded(p.parseOptionalRBrace());
      break;
    case ')':
      closed = succeeded(p.parseOptionalRParen());
      break;
    }
    if (closed) {
      stack.pop_back();
      end = here + 1;
      continue;
    }
    std::string str;
    StringRef kw;
    int64_t integer;
    StringAttr sym;
    if (succeeded(p.parseOptionalComma()) ||
        succeeded(p.parseOptionalEqual()) ||
        succeeded(p.parseOptionalArrow()) ||
        succeeded(p.parseOptionalColon()) ||
        succeeded(p.parseOptionalQuestion()) ||
        succeeded(p.parseOptionalStar()) ||
        succeeded(p.parseOptionalPlus()) ||
        succeeded(p.parseOptionalVerticalBar()) ||
        succeeded(p.parseOptionalString(&str)) ||
        succeeded(p.parseOptionalKeyword(&kw)) ||
        succeeded(p.parseOptionalSymbolName(sym)))
      continue;
    OptionalParseResult intResult = p.parseOptionalInteger(integer);
    if (intResult.has_value()) {
      if (failed(*intResult))
        return failure();
      continue;
    }
    return p.emitError(p.getCurrentLocation(),
                       "unexpected token in a sdy attribute, expected '")
           << want << "'";
  }
  return StringRef(start.getPointer(), end - start.getPointer());
}

/// Parses a bracketed group into a raw attribute named `mnemonic`; with
/// `wrap`, the body is stored in angle brackets, as upstream prints the
/// attribute on its own (`#sdy.sharding_per_value<[...]>`).
ParseResult parseRaw(OpAsmParser &p, StringRef mnemonic, RawAttr &out,
                     bool wrap = false) {
  FailureOr<StringRef> body = parseBalanced(p);
  if (failed(body))
    return failure();
  std::string text = wrap ? ("<" + *body + ">").str() : body->str();
  out = RawAttr::get(p.getContext(), mnemonic, text);
  return success();
}

/// The text of a raw attribute within an op: without the angle brackets
/// that parseRaw added with `wrap`.
StringRef unwrapped(RawAttr attr) {
  StringRef body = attr.getBody();
  if (body.size() >= 2 && body.front() == '<' && body.back() == '>')
    return body.drop_front().drop_back();
  return body;
}

} // namespace

Attribute SdyDialect::parseAttribute(DialectAsmParser &parser,
                                     Type type) const {
  StringRef mnemonic;
  if (parser.parseKeyword(&mnemonic))
    return {};
  FailureOr<StringRef> body = parseBalanced(parser);
  if (failed(body))
    return {};
  return RawAttr::get(getContext(), mnemonic, *body);
}

void SdyDialect::printAttribute(Attribute attr,
                                DialectAsmPrinter &printer) const {
  auto raw = llvm::cast<RawAttr>(attr);
  printer << raw.getMnemonic() << raw.getBody();
}

//===----------------------------------------------------------------------===//
// MeshOp: `sdy.mesh @name = <...> attr-dict`
//===----------------------------------------------------------------------===//

ParseResult MeshOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  RawAttr mesh;
  if (parser.parseSymbolName(name) || parser.parseEqual() ||
      parseRaw(parser, "mesh", mesh) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  result.addAttribute(getSymNameAttrName(result.name), name);
  result.addAttribute(getMeshAttrName(result.name), mesh);
  return success();
}

void MeshOp::print(OpAsmPrinter &p) {
  p << " ";
  p.printSymbolName(getSymName());
  p << " = " << getMesh().getBody();
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {getSymNameAttrName(), getMeshAttrName()});
}

LogicalResult MeshOp::verify() {
  if (getMesh().getMnemonic() != "mesh")
    return emitOpError("expects a mesh, but got #sdy.")
           << getMesh().getMnemonic();
  return success();
}

//===----------------------------------------------------------------------===//
// ShardingConstraintOp: `sdy.sharding_constraint %x <...> attr-dict : type`
//===----------------------------------------------------------------------===//

ParseResult ShardingConstraintOp::parse(OpAsmParser &parser,
                                        OperationState &result) {
  OpAsmParser::UnresolvedOperand input;
  RawAttr sharding;
  Type type;
  if (parser.parseOperand(input) || parseRaw(parser, "sharding", sharding) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperand(input, type, result.operands))
    return failure();
  result.addAttribute(getShardingAttrName(result.name), sharding);
  result.addTypes(type);
  return success();
}

void ShardingConstraintOp::print(OpAsmPrinter &p) {
  p << " " << getInput() << " " << getSharding().getBody();
  p.printOptionalAttrDict((*this)->getAttrs(), {getShardingAttrName()});
  p << " : " << getResult().getType();
}

//===----------------------------------------------------------------------===//
// ManualComputationOp:
//   `sdy.manual_computation(%x) in_shardings=[...] out_shardings=[...]
//    manual_axes={...} (%arg: type) { ... } attr-dict : (types) -> types`
//===----------------------------------------------------------------------===//

ParseResult ManualComputationOp::parse(OpAsmParser &parser,
                                       OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  RawAttr in, out, axes;
  SmallVector<OpAsmParser::Argument> args;
  FunctionType fnType;
  SMLoc operandsLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands, OpAsmParser::Delimiter::Paren) ||
      parser.parseKeyword("in_shardings") || parser.parseEqual() ||
      parseRaw(parser, "sharding_per_value", in, /*wrap=*/true) ||
      parser.parseKeyword("out_shardings") || parser.parseEqual() ||
      parseRaw(parser, "sharding_per_value", out, /*wrap=*/true) ||
      parser.parseKeyword("manual_axes") || parser.parseEqual() ||
      parseRaw(parser, "manual_axes", axes) ||
      parser.parseArgumentList(args, OpAsmParser::Delimiter::Paren,
                               /*allowType=*/true))
    return failure();
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, args) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(fnType) ||
      parser.resolveOperands(operands, fnType.getInputs(), operandsLoc,
                             result.operands))
    return failure();
  result.addAttribute(getInShardingsAttrName(result.name), in);
  result.addAttribute(getOutShardingsAttrName(result.name), out);
  result.addAttribute(getManualAxesAttrName(result.name), axes);
  result.addTypes(fnType.getResults());
  return success();
}

void ManualComputationOp::print(OpAsmPrinter &p) {
  p << "(" << getTensors() << ") in_shardings=" << unwrapped(getInShardings())
    << " out_shardings=" << unwrapped(getOutShardings())
    << " manual_axes=" << getManualAxes().getBody() << " (";
  llvm::interleaveComma(getBody().getArguments(), p,
                        [&](BlockArgument arg) { p.printRegionArgument(arg); });
  p << ") ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {getInShardingsAttrName(), getOutShardingsAttrName(),
                           getManualAxesAttrName()});
  p << " : ";
  p.printFunctionalType(getTensors().getTypes(), getResultTypes());
}

LogicalResult ManualComputationOp::verify() {
  Block &block = getBody().front();
  if (block.getNumArguments() != getTensors().size())
    return emitOpError("expects one body argument per operand, but got ")
           << block.getNumArguments() << " and " << getTensors().size();
  Operation *term = block.empty() ? nullptr : &block.back();
  auto ret = llvm::dyn_cast_or_null<ReturnOp>(term);
  if (!ret)
    return emitOpError("expects the body to end with sdy.return");
  if (ret.getResults().size() != getNumResults())
    return emitOpError("expects the body to return one value per result, "
                       "but it returns ")
           << ret.getResults().size() << " for " << getNumResults();
  return success();
}
