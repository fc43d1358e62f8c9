// Written by `npm run gen` from schemas/. Do not edit.
/* eslint-disable */
"use strict";
export const validateCampaign = validate10;
const schema11 = {"$id":"campaign","title":"Campaign","description":"A marketing e-mail to a segment of the store's customers (SPEC §3 Campaign): its subject and sender, the template it sends and the segment it goes to, and when: sent now, published now or scheduled (SPEC §4). Shown in Email Campaigns.","type":"object","x-resource":{"type":"Campaign","plural":"Campaigns","route":"campaigns","page":"/pages/marketing-campaigns","section":"marketing","order":3,"icon":"Campaign","list":["name","subject","segment_id","platforms","schedule","scheduled_at","state"],"sort":{"field":"name","order":"ASC"},"search":["name","description","subject"],"title":["name"]},"x-access":{"module":"marketing","permission":"marketing-campaigns"},"required":["name","subject","send_from","template_id","segment_id","schedule"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"description":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"}},"author":{"description":"Who created the campaign (set by the server from the signed-in user).","type":"string","readOnly":true,"default":""},"subject":{"description":"The e-mail's subject line.","type":"string","minLength":1,"maxLength":200,"x-trim":true},"send_from":{"description":"The address the campaign is sent from (its From).","type":"string","maxLength":254,"pattern":"^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$","x-trim":true,"x-messages":{"pattern":"validation.email"},"x-ui":{"widget":"email"}},"template_id":{"type":"string","description":"The template whose HTML the campaign sends.","x-ref":{"resource":"email-template","deleteGuard":"errors.guard.templateInCampaign"}},"segment_id":{"type":"string","description":"The segment whose customers receive the campaign.","x-ref":{"resource":"segment","deleteGuard":"errors.guard.segmentInCampaign","deleteGuardWhere":{"state":["scheduled","sending"]}}},"platforms":{"description":"The channels the campaign is for: the point of sale, online ordering, the kiosk and the mobile app (SPEC §3 application codes).","type":"array","items":{"type":"string","enum":["pos","olo","kiosk","mobile"]},"uniqueItems":true,"minItems":1,"default":["pos","olo","kiosk","mobile"],"x-messages":{"minItems":"validation.campaign.platforms","required":"validation.campaign.platforms"}},"schedule":{"description":"Sent now, published now (sent when saved) or scheduled at a time (SPEC §4).","type":"string","enum":["now","publish","scheduled"],"default":"now"},"scheduled_at":{"description":"When a scheduled campaign goes out.","type":"string","x-ui":{"widget":"datetime"},"x-messages":{"required":"validation.campaign.scheduleTime"}},"state":{"description":"Where the campaign is: a draft, scheduled, sending, sent, or inactive (deactivated before or while sending). Set by the server.","type":"string","enum":["draft","scheduled","sending","sent","inactive"],"readOnly":true,"default":"draft"}},"allOf":[{"$comment":"A scheduled campaign needs its time (SPEC §8).","if":{"properties":{"schedule":{"const":"scheduled"}},"required":["schedule"]},"then":{"properties":{"scheduled_at":true},"required":["scheduled_at"]}}]};
const func2 = Object.prototype.hasOwnProperty;
const func3 = (s) => [...s].length;
const pattern0 = new RegExp("^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="campaign" */;
let vErrors = null;
let errors = 0;
const _errs3 = errors;
let valid1 = true;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.schedule === undefined) && (missing0 = "schedule")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.schedule !== undefined){
if("scheduled" !== data.schedule){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs4 === errors;
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.scheduled_at === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "scheduled_at"},message:"must have required property '"+"scheduled_at"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.subject === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subject"},message:"must have required property '"+"subject"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.send_from === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "send_from"},message:"must have required property '"+"send_from"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.template_id === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template_id"},message:"must have required property '"+"template_id"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.segment_id === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "segment_id"},message:"must have required property '"+"segment_id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.schedule === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule"},message:"must have required property '"+"schedule"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func3(data1) > 100){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func3(data1) < 1){
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 === "string"){
if(func3(data2) > 500){
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.author !== undefined){
if(typeof data.author !== "string"){
const err16 = {instancePath:instancePath+"/author",schemaPath:"#/properties/author/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.subject !== undefined){
let data4 = data.subject;
if(typeof data4 === "string"){
if(func3(data4) > 200){
const err17 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func3(data4) < 1){
const err18 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.send_from !== undefined){
let data5 = data.send_from;
if(typeof data5 === "string"){
if(func3(data5) > 254){
const err20 = {instancePath:instancePath+"/send_from",schemaPath:"#/properties/send_from/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern0.test(data5)){
const err21 = {instancePath:instancePath+"/send_from",schemaPath:"#/properties/send_from/pattern",keyword:"pattern",params:{pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"},message:"must match pattern \""+"^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/send_from",schemaPath:"#/properties/send_from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.template_id !== undefined){
if(typeof data.template_id !== "string"){
const err23 = {instancePath:instancePath+"/template_id",schemaPath:"#/properties/template_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.segment_id !== undefined){
if(typeof data.segment_id !== "string"){
const err24 = {instancePath:instancePath+"/segment_id",schemaPath:"#/properties/segment_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.platforms !== undefined){
let data8 = data.platforms;
if(Array.isArray(data8)){
if(data8.length < 1){
const err25 = {instancePath:instancePath+"/platforms",schemaPath:"#/properties/platforms/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(typeof data9 !== "string"){
const err26 = {instancePath:instancePath+"/platforms/" + i0,schemaPath:"#/properties/platforms/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((((data9 === "pos") || (data9 === "olo")) || (data9 === "kiosk")) || (data9 === "mobile"))){
const err27 = {instancePath:instancePath+"/platforms/" + i0,schemaPath:"#/properties/platforms/items/enum",keyword:"enum",params:{allowedValues: schema11.properties.platforms.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
let i1 = data8.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data8[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err28 = {instancePath:instancePath+"/platforms",schemaPath:"#/properties/platforms/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err29 = {instancePath:instancePath+"/platforms",schemaPath:"#/properties/platforms/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.schedule !== undefined){
let data10 = data.schedule;
if(typeof data10 !== "string"){
const err30 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!(((data10 === "now") || (data10 === "publish")) || (data10 === "scheduled"))){
const err31 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/enum",keyword:"enum",params:{allowedValues: schema11.properties.schedule.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.scheduled_at !== undefined){
if(typeof data.scheduled_at !== "string"){
const err32 = {instancePath:instancePath+"/scheduled_at",schemaPath:"#/properties/scheduled_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.state !== undefined){
let data12 = data.state;
if(typeof data12 !== "string"){
const err33 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!(((((data12 === "draft") || (data12 === "scheduled")) || (data12 === "sending")) || (data12 === "sent")) || (data12 === "inactive"))){
const err34 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema11.properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateCashDiscount = validate11;
const schema12 = {"$id":"cash-discount","title":"Cash discount","description":"A discount for paying in cash, or a surcharge for paying by card: one per store.","type":"object","x-resource":{"type":"CashDiscount","plural":"CashDiscounts","route":"cash-discount","section":"operations","order":11,"icon":"Payments","list":["kind","value","enabled"],"sort":{"field":"kind","order":"ASC"},"title":["kind"],"singleton":true},"x-access":{"module":"operations","permission":"cash-discount"},"required":["value"],"additionalProperties":false,"properties":{"kind":{"type":"string","enum":["cash-discount","surcharge"],"default":"cash-discount"},"value":{"description":"Percentage of the check.","type":"number","minimum":0,"maximum":100,"x-decimals":3,"x-ui":{"widget":"percent"}},"enabled":{"type":"boolean","default":false}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="cash-discount" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "kind") || (key0 === "value")) || (key0 === "enabled"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "cash-discount") || (data0 === "surcharge"))){
const err3 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema12.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.value !== undefined){
let data1 = data.value;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(Math.abs(Math.round(data1 * 1000) - data1 * 1000) > 1e-6){
const err6 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/x-decimals",keyword:"x-decimals",params:{ limit: 3 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.enabled !== undefined){
if(typeof data.enabled !== "boolean"){
const err8 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

export const validateCategory = validate12;
const schema13 = {"$id":"category","title":"Category","type":"object","x-resource":{"type":"Category","plural":"Categories","route":"category","section":"business-info","order":4,"icon":"Category","list":["name","department_id","color","visible","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"business-info","permission":"category"},"x-unique":[["name"]],"required":["name","department_id"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"description":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"}},"department_id":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"department","deleteGuard":"errors.guard.departmentHasCategories"}},"visible":{"description":"Shown on the POS and online menus.","type":"boolean","default":true},"color":{"type":"string","pattern":"^#[0-9a-fA-F]{6}$","x-ui":{"widget":"color"},"default":"#1976d2"},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};
const pattern1 = new RegExp("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$", "u");
const pattern2 = new RegExp("^#[0-9a-fA-F]{6}$", "u");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="category" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.department_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "department_id"},message:"must have required property '"+"department_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "name") || (key0 === "description")) || (key0 === "department_id")) || (key0 === "visible")) || (key0 === "color")) || (key0 === "status"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func3(data1) > 500){
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.department_id !== undefined){
let data2 = data.department_id;
if(typeof data2 === "string"){
if(!pattern1.test(data2)){
const err8 = {instancePath:instancePath+"/department_id",schemaPath:"#/properties/department_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/department_id",schemaPath:"#/properties/department_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.visible !== undefined){
if(typeof data.visible !== "boolean"){
const err10 = {instancePath:instancePath+"/visible",schemaPath:"#/properties/visible/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.color !== undefined){
let data4 = data.color;
if(typeof data4 === "string"){
if(!pattern2.test(data4)){
const err11 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/pattern",keyword:"pattern",params:{pattern: "^#[0-9a-fA-F]{6}$"},message:"must match pattern \""+"^#[0-9a-fA-F]{6}$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.status !== undefined){
let data5 = data.status;
if(typeof data5 !== "string"){
const err13 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((data5 === "active") || (data5 === "inactive"))){
const err14 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema13.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

export const validateCoupon = validate13;
const schema14 = {"$id":"coupon","title":"Coupon","description":"A code a customer gives at the POS for a percentage or an amount off, or a buy-1-get-1 on some items; up to a number of uses.","type":"object","x-resource":{"type":"Coupon","plural":"Coupons","route":"coupons","section":"marketing","group":"promotions","order":8,"icon":"ConfirmationNumber","list":["code","description","type","value","duration","redeemed","status"],"sort":{"field":"code","order":"ASC"},"search":["code","description"],"title":["code"],"filterVariants":true,"enableDisable":true},"x-access":{"module":"marketing","permission":"coupons"},"x-unique":[["code"]],"x-rules":[{"field":"value","op":">","than":0,"message":"validation.coupon.valueAboveZero"}],"required":["code","type","value"],"additionalProperties":false,"properties":{"code":{"description":"What the customer gives at the POS; unique in the store, whatever its case.","type":"string","minLength":1,"maxLength":30,"pattern":"^[^\\s]+$","x-trim":true,"x-messages":{"unique":"validation.coupon.codeTaken","pattern":"validation.coupon.codeSpaces"}},"description":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"},"x-trim":true},"type":{"description":"percent: the value is a percentage off; amount: an amount off.","type":"string","enum":["percent","amount"],"default":"percent"},"value":{"description":"A currency-style amount: never negative, at most two decimals.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money"},"x-unit":{"by":"type","percent":["percent"]}},"minimum_value":{"description":"The check's total from which the coupon applies; empty: any total.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money","group":"conditions"}},"duration":{"description":"When the coupon holds; empty: always available.","type":"object","additionalProperties":false,"properties":{"from":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},"to":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},"hours":{"type":"array","maxItems":28,"items":{"type":"object","additionalProperties":false,"required":["day","start","end"],"properties":{"day":{"type":"string","enum":["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]},"start":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$"},"end":{"type":"string","pattern":"^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"}}}}},"x-schedule":{"dates":"optional","hoursRequired":false,"emptyIsAlways":true},"x-ui":{"group":"conditions"}},"max_coupons":{"description":"How many times the coupon may be redeemed; empty: without limit.","type":"integer","minimum":1,"maximum":1000000,"x-ui":{"group":"conditions"}},"redeemed":{"description":"How many times the coupon was redeemed at the POS.","type":"integer","readOnly":true,"default":0,"x-ui":{"group":"conditions"}},"buy_one_get_one":{"description":"Buying the required items gives the reward items.","type":"boolean","default":false,"x-ui":{"group":"bogo"}},"required_item_ids":{"type":"array","maxItems":100,"items":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},"x-ref":{"resource":"menu-item","deleteGuard":"errors.guard.itemHasCoupons"},"x-messages":{"minItems":"validation.coupon.bogoItems","required":"validation.coupon.bogoItems"},"x-ui":{"group":"bogo"}},"reward_item_ids":{"type":"array","maxItems":100,"items":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},"x-ref":{"resource":"menu-item","deleteGuard":"errors.guard.itemHasCoupons"},"x-messages":{"minItems":"validation.coupon.bogoItems","required":"validation.coupon.bogoItems"},"x-ui":{"group":"bogo"}},"award_discount":{"description":"Percentage off the reward items (100: free).","type":"number","minimum":0,"maximum":100,"x-decimals":2,"x-ui":{"group":"bogo","widget":"percent"}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}},"allOf":[{"$comment":"A percentage off is at most 100.","if":{"properties":{"type":{"const":"percent"}},"required":["type"]},"then":{"properties":{"value":{"type":"number","maximum":100}}}},{"$comment":"A buy-1-get-1 coupon names the items to buy and the items it gives.","if":{"properties":{"buy_one_get_one":{"const":true}},"required":["buy_one_get_one"]},"then":{"required":["required_item_ids","reward_item_ids"],"properties":{"required_item_ids":{"type":"array","minItems":1},"reward_item_ids":{"type":"array","minItems":1}}}}]};
const pattern3 = new RegExp("^[^\\s]+$", "u");
const pattern4 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$", "u");
const pattern6 = new RegExp("^([01][0-9]|2[0-3]):[0-5][0-9]$", "u");
const pattern7 = new RegExp("^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$", "u");

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="coupon" */;
let vErrors = null;
let errors = 0;
const _errs3 = errors;
let valid1 = true;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.type !== undefined){
if("percent" !== data.type){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs4 === errors;
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value !== undefined){
let data1 = data.value;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/0/then/properties/value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/allOf/0/then/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs11 = errors;
let valid4 = true;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.buy_one_get_one === undefined) && (missing1 = "buy_one_get_one")){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
if(data.buy_one_get_one !== undefined){
if(true !== data.buy_one_get_one){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
var _valid1 = _errs12 === errors;
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.required_item_ids === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "required_item_ids"},message:"must have required property '"+"required_item_ids"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.reward_item_ids === undefined){
const err8 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "reward_item_ids"},message:"must have required property '"+"reward_item_ids"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.required_item_ids !== undefined){
let data3 = data.required_item_ids;
if(Array.isArray(data3)){
if(data3.length < 1){
const err9 = {instancePath:instancePath+"/required_item_ids",schemaPath:"#/allOf/1/then/properties/required_item_ids/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/required_item_ids",schemaPath:"#/allOf/1/then/properties/required_item_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.reward_item_ids !== undefined){
let data4 = data.reward_item_ids;
if(Array.isArray(data4)){
if(data4.length < 1){
const err11 = {instancePath:instancePath+"/reward_item_ids",schemaPath:"#/allOf/1/then/properties/reward_item_ids/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/reward_item_ids",schemaPath:"#/allOf/1/then/properties/reward_item_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
var _valid1 = _errs14 === errors;
valid4 = _valid1;
}
if(!valid4){
const err13 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.type === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.value === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema14.properties, key0))){
const err17 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.code !== undefined){
let data5 = data.code;
if(typeof data5 === "string"){
if(func3(data5) > 30){
const err18 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func3(data5) < 1){
const err19 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern3.test(data5)){
const err20 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[^\\s]+$"},message:"must match pattern \""+"^[^\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.description !== undefined){
let data6 = data.description;
if(typeof data6 === "string"){
if(func3(data6) > 500){
const err22 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.type !== undefined){
let data7 = data.type;
if(typeof data7 !== "string"){
const err24 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((data7 === "percent") || (data7 === "amount"))){
const err25 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema14.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.value !== undefined){
let data8 = data.value;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 9999999.99 || isNaN(data8)){
const err26 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err27 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(Math.abs(Math.round(data8 * 100) - data8 * 100) > 1e-6){
const err28 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.minimum_value !== undefined){
let data9 = data.minimum_value;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 9999999.99 || isNaN(data9)){
const err30 = {instancePath:instancePath+"/minimum_value",schemaPath:"#/properties/minimum_value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err31 = {instancePath:instancePath+"/minimum_value",schemaPath:"#/properties/minimum_value/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(Math.abs(Math.round(data9 * 100) - data9 * 100) > 1e-6){
const err32 = {instancePath:instancePath+"/minimum_value",schemaPath:"#/properties/minimum_value/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/minimum_value",schemaPath:"#/properties/minimum_value/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.duration !== undefined){
let data10 = data.duration;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key1 in data10){
if(!(((key1 === "from") || (key1 === "to")) || (key1 === "hours"))){
const err34 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data10.from !== undefined){
let data11 = data10.from;
if(typeof data11 === "string"){
if(!pattern4.test(data11)){
const err35 = {instancePath:instancePath+"/duration/from",schemaPath:"#/properties/duration/properties/from/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/duration/from",schemaPath:"#/properties/duration/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data10.to !== undefined){
let data12 = data10.to;
if(typeof data12 === "string"){
if(!pattern4.test(data12)){
const err37 = {instancePath:instancePath+"/duration/to",schemaPath:"#/properties/duration/properties/to/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/duration/to",schemaPath:"#/properties/duration/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data10.hours !== undefined){
let data13 = data10.hours;
if(Array.isArray(data13)){
if(data13.length > 28){
const err39 = {instancePath:instancePath+"/duration/hours",schemaPath:"#/properties/duration/properties/hours/maxItems",keyword:"maxItems",params:{limit: 28},message:"must NOT have more than 28 items"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.day === undefined){
const err40 = {instancePath:instancePath+"/duration/hours/" + i0,schemaPath:"#/properties/duration/properties/hours/items/required",keyword:"required",params:{missingProperty: "day"},message:"must have required property '"+"day"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data14.start === undefined){
const err41 = {instancePath:instancePath+"/duration/hours/" + i0,schemaPath:"#/properties/duration/properties/hours/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data14.end === undefined){
const err42 = {instancePath:instancePath+"/duration/hours/" + i0,schemaPath:"#/properties/duration/properties/hours/items/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key2 in data14){
if(!(((key2 === "day") || (key2 === "start")) || (key2 === "end"))){
const err43 = {instancePath:instancePath+"/duration/hours/" + i0,schemaPath:"#/properties/duration/properties/hours/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data14.day !== undefined){
let data15 = data14.day;
if(typeof data15 !== "string"){
const err44 = {instancePath:instancePath+"/duration/hours/" + i0+"/day",schemaPath:"#/properties/duration/properties/hours/items/properties/day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!(((((((data15 === "monday") || (data15 === "tuesday")) || (data15 === "wednesday")) || (data15 === "thursday")) || (data15 === "friday")) || (data15 === "saturday")) || (data15 === "sunday"))){
const err45 = {instancePath:instancePath+"/duration/hours/" + i0+"/day",schemaPath:"#/properties/duration/properties/hours/items/properties/day/enum",keyword:"enum",params:{allowedValues: schema14.properties.duration.properties.hours.items.properties.day.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data14.start !== undefined){
let data16 = data14.start;
if(typeof data16 === "string"){
if(!pattern6.test(data16)){
const err46 = {instancePath:instancePath+"/duration/hours/" + i0+"/start",schemaPath:"#/properties/duration/properties/hours/items/properties/start/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/duration/hours/" + i0+"/start",schemaPath:"#/properties/duration/properties/hours/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data14.end !== undefined){
let data17 = data14.end;
if(typeof data17 === "string"){
if(!pattern7.test(data17)){
const err48 = {instancePath:instancePath+"/duration/hours/" + i0+"/end",schemaPath:"#/properties/duration/properties/hours/items/properties/end/pattern",keyword:"pattern",params:{pattern: "^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"},message:"must match pattern \""+"^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"+"\""};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/duration/hours/" + i0+"/end",schemaPath:"#/properties/duration/properties/hours/items/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/duration/hours/" + i0,schemaPath:"#/properties/duration/properties/hours/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/duration/hours",schemaPath:"#/properties/duration/properties/hours/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.max_coupons !== undefined){
let data18 = data.max_coupons;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err53 = {instancePath:instancePath+"/max_coupons",schemaPath:"#/properties/max_coupons/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 1000000 || isNaN(data18)){
const err54 = {instancePath:instancePath+"/max_coupons",schemaPath:"#/properties/max_coupons/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data18 < 1 || isNaN(data18)){
const err55 = {instancePath:instancePath+"/max_coupons",schemaPath:"#/properties/max_coupons/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
if(data.redeemed !== undefined){
let data19 = data.redeemed;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err56 = {instancePath:instancePath+"/redeemed",schemaPath:"#/properties/redeemed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.buy_one_get_one !== undefined){
if(typeof data.buy_one_get_one !== "boolean"){
const err57 = {instancePath:instancePath+"/buy_one_get_one",schemaPath:"#/properties/buy_one_get_one/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.required_item_ids !== undefined){
let data21 = data.required_item_ids;
if(Array.isArray(data21)){
if(data21.length > 100){
const err58 = {instancePath:instancePath+"/required_item_ids",schemaPath:"#/properties/required_item_ids/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
const len1 = data21.length;
for(let i1=0; i1<len1; i1++){
let data22 = data21[i1];
if(typeof data22 === "string"){
if(!pattern1.test(data22)){
const err59 = {instancePath:instancePath+"/required_item_ids/" + i1,schemaPath:"#/properties/required_item_ids/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/required_item_ids/" + i1,schemaPath:"#/properties/required_item_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/required_item_ids",schemaPath:"#/properties/required_item_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.reward_item_ids !== undefined){
let data23 = data.reward_item_ids;
if(Array.isArray(data23)){
if(data23.length > 100){
const err62 = {instancePath:instancePath+"/reward_item_ids",schemaPath:"#/properties/reward_item_ids/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
let data24 = data23[i2];
if(typeof data24 === "string"){
if(!pattern1.test(data24)){
const err63 = {instancePath:instancePath+"/reward_item_ids/" + i2,schemaPath:"#/properties/reward_item_ids/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/reward_item_ids/" + i2,schemaPath:"#/properties/reward_item_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/reward_item_ids",schemaPath:"#/properties/reward_item_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.award_discount !== undefined){
let data25 = data.award_discount;
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 > 100 || isNaN(data25)){
const err66 = {instancePath:instancePath+"/award_discount",schemaPath:"#/properties/award_discount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data25 < 0 || isNaN(data25)){
const err67 = {instancePath:instancePath+"/award_discount",schemaPath:"#/properties/award_discount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(Math.abs(Math.round(data25 * 100) - data25 * 100) > 1e-6){
const err68 = {instancePath:instancePath+"/award_discount",schemaPath:"#/properties/award_discount/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/award_discount",schemaPath:"#/properties/award_discount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.status !== undefined){
let data26 = data.status;
if(typeof data26 !== "string"){
const err70 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(!((data26 === "active") || (data26 === "inactive"))){
const err71 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema14.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

export const validateCustomerDisplayAd = validate14;
const schema15 = {"$id":"customer-display-ad","title":"Customer display ad","description":"An ad the customer-facing display shows (SPEC §3 ad): its images in turn, each for its duration, as a screen saver or on the check screen, with an optional link and menu item. One ad of the store is the default.","type":"object","x-resource":{"type":"CustomerDisplayAd","plural":"CustomerDisplayAds","route":"customer-display","section":"marketing","order":10,"icon":"Tv","list":["image_ids","name","usage","duration_seconds","is_default"],"sort":{"field":"name","order":"ASC"},"search":["name","description"],"firstIsDefault":true},"x-access":{"module":"marketing","permission":"customer-display"},"x-unique":[["name"]],"x-single-default":"is_default","required":["name","image_ids","duration_seconds","usage"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"description":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"}},"hyperlink":{"description":"A web address the ad leads to (shown as a QR code or link on the display).","type":"string","maxLength":200,"pattern":"^https?://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\\s]*)?$","x-trim":true,"x-messages":{"pattern":"validation.url"}},"menu_item_id":{"type":"string","description":"The menu item the ad promotes, if any.","x-ref":{"resource":"menu-item","deleteGuard":"errors.guard.menuItemInAd"}},"image_ids":{"type":"array","description":"The ad's images, shown in this order; each uploaded for the customer display (POST /api/media?use=customer-display).","minItems":1,"maxItems":10,"items":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},"x-ref":{"resource":"media","where":{"use":"customer-display"}},"x-messages":{"minItems":"validation.customerDisplayAd.imagesRequired","maxItems":"validation.customerDisplayAd.imagesLimit"}},"duration_seconds":{"type":"integer","description":"How long each image stays on the display, in seconds.","minimum":1,"maximum":600,"default":10},"usage":{"type":"string","description":"screen-saver: shown while the display is idle; check-screen: shown beside the check while it is open.","enum":["screen-saver","check-screen"],"default":"screen-saver"},"is_default":{"description":"The ad the display shows when no other is chosen; the store has exactly one while it has ads.","type":"boolean","default":false}}};
const pattern10 = new RegExp("^https?://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\\s]*)?$", "u");

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="customer-display-ad" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.image_ids === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "image_ids"},message:"must have required property '"+"image_ids"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.duration_seconds === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "duration_seconds"},message:"must have required property '"+"duration_seconds"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.usage === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usage"},message:"must have required property '"+"usage"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "name") || (key0 === "description")) || (key0 === "hyperlink")) || (key0 === "menu_item_id")) || (key0 === "image_ids")) || (key0 === "duration_seconds")) || (key0 === "usage")) || (key0 === "is_default"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func3(data0) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func3(data1) > 500){
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.hyperlink !== undefined){
let data2 = data.hyperlink;
if(typeof data2 === "string"){
if(func3(data2) > 200){
const err10 = {instancePath:instancePath+"/hyperlink",schemaPath:"#/properties/hyperlink/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern10.test(data2)){
const err11 = {instancePath:instancePath+"/hyperlink",schemaPath:"#/properties/hyperlink/pattern",keyword:"pattern",params:{pattern: "^https?://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\\s]*)?$"},message:"must match pattern \""+"^https?://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\\s]*)?$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/hyperlink",schemaPath:"#/properties/hyperlink/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.menu_item_id !== undefined){
if(typeof data.menu_item_id !== "string"){
const err13 = {instancePath:instancePath+"/menu_item_id",schemaPath:"#/properties/menu_item_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.image_ids !== undefined){
let data4 = data.image_ids;
if(Array.isArray(data4)){
if(data4.length > 10){
const err14 = {instancePath:instancePath+"/image_ids",schemaPath:"#/properties/image_ids/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4.length < 1){
const err15 = {instancePath:instancePath+"/image_ids",schemaPath:"#/properties/image_ids/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 === "string"){
if(!pattern1.test(data5)){
const err16 = {instancePath:instancePath+"/image_ids/" + i0,schemaPath:"#/properties/image_ids/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/image_ids/" + i0,schemaPath:"#/properties/image_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/image_ids",schemaPath:"#/properties/image_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.duration_seconds !== undefined){
let data6 = data.duration_seconds;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err19 = {instancePath:instancePath+"/duration_seconds",schemaPath:"#/properties/duration_seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 600 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/duration_seconds",schemaPath:"#/properties/duration_seconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 600},message:"must be <= 600"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/duration_seconds",schemaPath:"#/properties/duration_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.usage !== undefined){
let data7 = data.usage;
if(typeof data7 !== "string"){
const err22 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!((data7 === "screen-saver") || (data7 === "check-screen"))){
const err23 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/enum",keyword:"enum",params:{allowedValues: schema15.properties.usage.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.is_default !== undefined){
if(typeof data.is_default !== "boolean"){
const err24 = {instancePath:instancePath+"/is_default",schemaPath:"#/properties/is_default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

export const validateCustomerSettings = validate15;
const schema16 = {"$id":"customer-settings","title":"Customer settings","description":"How the store treats its customers and names people (General Settings, Customers tab): the marketing agreement's wording, the name format and whether customers rate their orders. Kept in the store's own record; every office user reads the name format.","type":"object","x-resource":{"type":"CustomerSetting","plural":"CustomerSettings","route":"customer-settings","page":"/pages/general-settings","table":"store_info","section":"settings","order":2,"icon":"Tune","list":["name_format"],"sort":{"field":"name_format","order":"ASC"},"singleton":true},"x-access":{"module":"settings-office","permission":"customer-settings","read":"office"},"additionalProperties":false,"properties":{"name_format":{"type":"string","enum":["firstname-lastname","lastname-firstname"],"default":"firstname-lastname"},"marketing_agreement_text":{"description":"The words a customer agrees to when giving the marketing agreement (online ordering, kiosk and the customer's page); empty for the default wording.","type":"string","maxLength":2000,"x-trim":true,"x-ui":{"widget":"multiline"}},"rating_system":{"type":"boolean","default":false}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="customer-settings" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "name_format") || (key0 === "marketing_agreement_text")) || (key0 === "rating_system"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.name_format !== undefined){
let data0 = data.name_format;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/name_format",schemaPath:"#/properties/name_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "firstname-lastname") || (data0 === "lastname-firstname"))){
const err2 = {instancePath:instancePath+"/name_format",schemaPath:"#/properties/name_format/enum",keyword:"enum",params:{allowedValues: schema16.properties.name_format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.marketing_agreement_text !== undefined){
let data1 = data.marketing_agreement_text;
if(typeof data1 === "string"){
if(func3(data1) > 2000){
const err3 = {instancePath:instancePath+"/marketing_agreement_text",schemaPath:"#/properties/marketing_agreement_text/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/marketing_agreement_text",schemaPath:"#/properties/marketing_agreement_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.rating_system !== undefined){
if(typeof data.rating_system !== "boolean"){
const err5 = {instancePath:instancePath+"/rating_system",schemaPath:"#/properties/rating_system/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

export const validateCustomer = validate16;
const schema17 = {"$id":"customer","title":"Customer","description":"A customer of the store (SPEC §3 customer): how to reach and deliver to him, his marketing agreement and his house account. The house account's balance is the sum of its movements.","type":"object","x-resource":{"type":"Customer","plural":"Customers","route":"customers","section":"marketing","order":1,"icon":"Contacts","list":["name","phone","email","marketing_agreement","house_account_enabled","house_account_balance"],"sort":{"field":"name","order":"ASC"},"search":["name","phone","email"],"searchTogether":true,"guardedDelete":true,"children":[{"field":"movements","resource":"house-account-movement","by":"customer_id","sort":{"field":"at","order":"DESC"}}]},"x-access":{"module":"customers-office","permission":"customers"},"x-unique":[["email"]],"x-import":{"required":["email"]},"required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"company":{"type":"string","maxLength":120,"x-trim":true},"birthday":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","x-messages":{"pattern":"validation.date"},"x-ui":{"widget":"date"}},"phone":{"description":"A phone number: digits, spaces and + ( ) - . only.","type":"string","maxLength":30,"pattern":"^[0-9+()\\-. ]{7,30}$","x-trim":true,"x-messages":{"pattern":"validation.phone"}},"email":{"description":"Unique in the store.","type":"string","maxLength":254,"pattern":"^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$","x-trim":true,"x-messages":{"unique":"errors.customer.emailTaken","required":"errors.customer.noEmail"},"x-ui":{"widget":"email"}},"address":{"type":"string","maxLength":200,"x-trim":true,"x-ui":{"group":"delivery"}},"apartment":{"type":"string","maxLength":60,"x-trim":true,"x-ui":{"group":"delivery"}},"delivery_instructions":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline","group":"delivery"}},"marketing_agreement":{"description":"The customer agreed to receive marketing e-mail and messages.","type":"boolean","default":false,"x-ui":{"group":"marketing"}},"marketing_agreement_at":{"description":"When the agreement was given; set by the server when it turns on, cleared when it turns off.","type":"string","readOnly":true,"x-ui":{"widget":"datetime","group":"marketing"}},"marketing_agreement_source":{"description":"Where the agreement was given; set by the server with its time.","type":"string","enum":["office","pos","online","kiosk","import"],"readOnly":true,"x-ui":{"group":"marketing"}},"house_account_enabled":{"description":"Checks may be charged to the customer's house account.","type":"boolean","default":false,"x-ui":{"group":"houseAccount"}},"house_account_limit":{"description":"The most the balance may reach by charges.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money","group":"houseAccount"},"default":0},"house_account_balance":{"description":"What the customer owes: the sum of the account's movements, written with each movement.","type":"number","minimum":-9999999.99,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money","group":"houseAccount"},"readOnly":true,"default":0}}};
const pattern12 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");
const pattern13 = new RegExp("^[0-9+()\\-. ]{7,30}$", "u");

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="customer" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema17.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func3(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.company !== undefined){
let data1 = data.company;
if(typeof data1 === "string"){
if(func3(data1) > 120){
const err5 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.birthday !== undefined){
let data2 = data.birthday;
if(typeof data2 === "string"){
if(!pattern12.test(data2)){
const err7 = {instancePath:instancePath+"/birthday",schemaPath:"#/properties/birthday/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/birthday",schemaPath:"#/properties/birthday/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.phone !== undefined){
let data3 = data.phone;
if(typeof data3 === "string"){
if(func3(data3) > 30){
const err9 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern13.test(data3)){
const err10 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[0-9+()\\-. ]{7,30}$"},message:"must match pattern \""+"^[0-9+()\\-. ]{7,30}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.email !== undefined){
let data4 = data.email;
if(typeof data4 === "string"){
if(func3(data4) > 254){
const err12 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern0.test(data4)){
const err13 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"},message:"must match pattern \""+"^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.address !== undefined){
let data5 = data.address;
if(typeof data5 === "string"){
if(func3(data5) > 200){
const err15 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.apartment !== undefined){
let data6 = data.apartment;
if(typeof data6 === "string"){
if(func3(data6) > 60){
const err17 = {instancePath:instancePath+"/apartment",schemaPath:"#/properties/apartment/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/apartment",schemaPath:"#/properties/apartment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.delivery_instructions !== undefined){
let data7 = data.delivery_instructions;
if(typeof data7 === "string"){
if(func3(data7) > 500){
const err19 = {instancePath:instancePath+"/delivery_instructions",schemaPath:"#/properties/delivery_instructions/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/delivery_instructions",schemaPath:"#/properties/delivery_instructions/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.marketing_agreement !== undefined){
if(typeof data.marketing_agreement !== "boolean"){
const err21 = {instancePath:instancePath+"/marketing_agreement",schemaPath:"#/properties/marketing_agreement/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.marketing_agreement_at !== undefined){
if(typeof data.marketing_agreement_at !== "string"){
const err22 = {instancePath:instancePath+"/marketing_agreement_at",schemaPath:"#/properties/marketing_agreement_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.marketing_agreement_source !== undefined){
let data10 = data.marketing_agreement_source;
if(typeof data10 !== "string"){
const err23 = {instancePath:instancePath+"/marketing_agreement_source",schemaPath:"#/properties/marketing_agreement_source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((((data10 === "office") || (data10 === "pos")) || (data10 === "online")) || (data10 === "kiosk")) || (data10 === "import"))){
const err24 = {instancePath:instancePath+"/marketing_agreement_source",schemaPath:"#/properties/marketing_agreement_source/enum",keyword:"enum",params:{allowedValues: schema17.properties.marketing_agreement_source.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.house_account_enabled !== undefined){
if(typeof data.house_account_enabled !== "boolean"){
const err25 = {instancePath:instancePath+"/house_account_enabled",schemaPath:"#/properties/house_account_enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.house_account_limit !== undefined){
let data12 = data.house_account_limit;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 9999999.99 || isNaN(data12)){
const err26 = {instancePath:instancePath+"/house_account_limit",schemaPath:"#/properties/house_account_limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err27 = {instancePath:instancePath+"/house_account_limit",schemaPath:"#/properties/house_account_limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(Math.abs(Math.round(data12 * 100) - data12 * 100) > 1e-6){
const err28 = {instancePath:instancePath+"/house_account_limit",schemaPath:"#/properties/house_account_limit/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/house_account_limit",schemaPath:"#/properties/house_account_limit/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.house_account_balance !== undefined){
let data13 = data.house_account_balance;
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 9999999.99 || isNaN(data13)){
const err30 = {instancePath:instancePath+"/house_account_balance",schemaPath:"#/properties/house_account_balance/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data13 < -9999999.99 || isNaN(data13)){
const err31 = {instancePath:instancePath+"/house_account_balance",schemaPath:"#/properties/house_account_balance/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9999999.99},message:"must be >= -9999999.99"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(Math.abs(Math.round(data13 * 100) - data13 * 100) > 1e-6){
const err32 = {instancePath:instancePath+"/house_account_balance",schemaPath:"#/properties/house_account_balance/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/house_account_balance",schemaPath:"#/properties/house_account_balance/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

export const validateDeliveryOptions = validate17;
const schema18 = {"$id":"delivery-options","title":"Delivery options","description":"The store's delivery terms beside its zones (General Settings, Delivery tab): the smallest order delivered and the order amount from which delivery is free. Each zone's fee and area stay on the delivery zones page, the delivery hours in Store info's opening hours, the time a delivery is promised in on the Online Ordering Settings page, a driver's most orders on each device.","type":"object","x-resource":{"type":"DeliveryOption","plural":"DeliveryOptions","route":"delivery-settings","page":"/pages/general-settings","table":"store_info","section":"settings","order":4,"icon":"LocalShipping","list":["minimum_order"],"sort":{"field":"minimum_order","order":"ASC"},"singleton":true},"x-access":{"module":"settings-office","permission":"delivery-settings"},"additionalProperties":false,"properties":{"minimum_order":{"description":"The smallest order subtotal delivered; 0 for any.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money"},"default":0},"free_delivery_from":{"description":"An order subtotal from which the zone's fee is not charged; 0 for never.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money"},"default":0}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="delivery-options" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "minimum_order") || (key0 === "free_delivery_from"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.minimum_order !== undefined){
let data0 = data.minimum_order;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9999999.99 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/minimum_order",schemaPath:"#/properties/minimum_order/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/minimum_order",schemaPath:"#/properties/minimum_order/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Math.abs(Math.round(data0 * 100) - data0 * 100) > 1e-6){
const err3 = {instancePath:instancePath+"/minimum_order",schemaPath:"#/properties/minimum_order/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/minimum_order",schemaPath:"#/properties/minimum_order/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.free_delivery_from !== undefined){
let data1 = data.free_delivery_from;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9999999.99 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/free_delivery_from",schemaPath:"#/properties/free_delivery_from/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/free_delivery_from",schemaPath:"#/properties/free_delivery_from/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(Math.abs(Math.round(data1 * 100) - data1 * 100) > 1e-6){
const err7 = {instancePath:instancePath+"/free_delivery_from",schemaPath:"#/properties/free_delivery_from/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/free_delivery_from",schemaPath:"#/properties/free_delivery_from/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

export const validateDepartment = validate18;
const schema19 = {"$id":"department","title":"Department","type":"object","x-resource":{"type":"Department","plural":"Departments","route":"department","section":"business-info","order":3,"icon":"Apartment","list":["name","description","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"business-info","permission":"department"},"x-unique":[["name"]],"required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"description":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="department" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "description")) || (key0 === "status"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func3(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func3(data1) > 500){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data2 === "active") || (data2 === "inactive"))){
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema19.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

export const validateDevice = validate19;
const schema20 = {"$id":"device","title":"Device","description":"A POS, kiosk or monitor of the store. It signs in with its installation code; a deactivated device is refused.","type":"object","x-resource":{"type":"Device","plural":"Devices","route":"devices","section":"business-info","order":2,"icon":"Devices","list":["name","application","master","installation_code","last_connection","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"business-info","permission":"devices"},"x-unique":[["name"]],"x-single-default":"master","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true,"x-messages":{"unique":"errors.device.nameTaken"}},"application":{"description":"The application the device runs (SPEC §3 application codes): what it is for in the store.","type":"string","enum":["pos","pay","kds","mobile","olo","perks","kiosk","crd","office"],"default":"pos"},"master":{"description":"The device the others follow (one per store).","type":"boolean","default":false},"installation_code":{"description":"Typed on the device once to link it to the store; given when the device is created.","type":"string","readOnly":true},"last_connection":{"description":"When the device last called the API.","type":"string","readOnly":true,"x-ui":{"widget":"datetime"}},"number_block":{"description":"Orders are numbered 1 to this, then start again at 1.","type":"integer","minimum":1,"maximum":999999,"default":999,"x-ui":{"group":"orders"}},"next_number":{"description":"The number the next order on this device gets.","type":"integer","readOnly":true,"default":1,"x-ui":{"group":"orders"}},"country_code":{"type":"string","pattern":"^[A-Z]{2}$","default":"US","x-messages":{"pattern":"validation.countryCode"},"x-ui":{"group":"orders"}},"monitor_hours":{"description":"The order monitor shows the last hours of orders.","type":"integer","minimum":1,"maximum":72,"default":5,"x-ui":{"group":"orders"}},"max_orders_per_driver":{"type":"integer","minimum":1,"maximum":100,"x-ui":{"group":"orders"}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};
const pattern15 = new RegExp("^[A-Z]{2}$", "u");

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema20.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func3(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.application !== undefined){
let data1 = data.application;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/application",schemaPath:"#/properties/application/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((((((((data1 === "pos") || (data1 === "pay")) || (data1 === "kds")) || (data1 === "mobile")) || (data1 === "olo")) || (data1 === "perks")) || (data1 === "kiosk")) || (data1 === "crd")) || (data1 === "office"))){
const err6 = {instancePath:instancePath+"/application",schemaPath:"#/properties/application/enum",keyword:"enum",params:{allowedValues: schema20.properties.application.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.master !== undefined){
if(typeof data.master !== "boolean"){
const err7 = {instancePath:instancePath+"/master",schemaPath:"#/properties/master/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.installation_code !== undefined){
if(typeof data.installation_code !== "string"){
const err8 = {instancePath:instancePath+"/installation_code",schemaPath:"#/properties/installation_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.last_connection !== undefined){
if(typeof data.last_connection !== "string"){
const err9 = {instancePath:instancePath+"/last_connection",schemaPath:"#/properties/last_connection/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.number_block !== undefined){
let data5 = data.number_block;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err10 = {instancePath:instancePath+"/number_block",schemaPath:"#/properties/number_block/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 999999 || isNaN(data5)){
const err11 = {instancePath:instancePath+"/number_block",schemaPath:"#/properties/number_block/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999},message:"must be <= 999999"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/number_block",schemaPath:"#/properties/number_block/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.next_number !== undefined){
let data6 = data.next_number;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err13 = {instancePath:instancePath+"/next_number",schemaPath:"#/properties/next_number/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.country_code !== undefined){
let data7 = data.country_code;
if(typeof data7 === "string"){
if(!pattern15.test(data7)){
const err14 = {instancePath:instancePath+"/country_code",schemaPath:"#/properties/country_code/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/country_code",schemaPath:"#/properties/country_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.monitor_hours !== undefined){
let data8 = data.monitor_hours;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err16 = {instancePath:instancePath+"/monitor_hours",schemaPath:"#/properties/monitor_hours/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 72 || isNaN(data8)){
const err17 = {instancePath:instancePath+"/monitor_hours",schemaPath:"#/properties/monitor_hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 72},message:"must be <= 72"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/monitor_hours",schemaPath:"#/properties/monitor_hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.max_orders_per_driver !== undefined){
let data9 = data.max_orders_per_driver;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err19 = {instancePath:instancePath+"/max_orders_per_driver",schemaPath:"#/properties/max_orders_per_driver/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 100 || isNaN(data9)){
const err20 = {instancePath:instancePath+"/max_orders_per_driver",schemaPath:"#/properties/max_orders_per_driver/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err21 = {instancePath:instancePath+"/max_orders_per_driver",schemaPath:"#/properties/max_orders_per_driver/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.status !== undefined){
let data10 = data.status;
if(typeof data10 !== "string"){
const err22 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!((data10 === "active") || (data10 === "inactive"))){
const err23 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema20.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

export const validateDiscount = validate20;
const schema21 = {"$id":"discount","title":"Discount","description":"A change to a check's price offered on the POS: a fixed price, or an increase or decrease by a percentage.","type":"object","x-resource":{"type":"Discount","plural":"Discounts","route":"discounts","section":"operations","order":5,"icon":"LocalOffer","list":["name","type","value","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"operations","permission":"discounts"},"x-unique":[["name"]],"x-rules":[{"field":"value","op":">","than":0,"message":"validation.discount.valueAboveZero"}],"required":["name","type","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"type":{"description":"fixed: the value is the new price; increase / decrease: the price changes by the value, in percent.","type":"string","enum":["fixed","increase","decrease"],"default":"decrease"},"value":{"description":"A currency-style amount: never negative, at most two decimals.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money"},"x-unit":{"by":"type","percent":["increase","decrease"]}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="discount" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.value === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "type")) || (key0 === "value")) || (key0 === "status"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func3(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.type !== undefined){
let data1 = data.type;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((data1 === "fixed") || (data1 === "increase")) || (data1 === "decrease"))){
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema21.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.value !== undefined){
let data2 = data.value;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9999999.99 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(Math.abs(Math.round(data2 * 100) - data2 * 100) > 1e-6){
const err11 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((data3 === "active") || (data3 === "inactive"))){
const err14 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema21.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

export const validateEmailTemplate = validate21;
const schema22 = {"$id":"email-template","title":"E-mail template","description":"The design of a marketing e-mail (SPEC §3 Template): its description, the saved design (the MJML the editor writes) and the exported HTML the server compiles from it and sanitises. Campaigns send a template's HTML with its merge fields filled in for each recipient.","type":"object","x-resource":{"type":"EmailTemplate","plural":"EmailTemplates","route":"email-templates","section":"marketing","order":4,"icon":"Drafts","list":["description"],"sort":{"field":"description","order":"ASC"},"search":["description"],"title":["description"],"page":"/pages/marketing-campaigns"},"x-access":{"module":"marketing","permission":"marketing-campaigns"},"required":["description","design"],"additionalProperties":false,"properties":{"description":{"description":"What names the template in lists and campaigns.","type":"string","minLength":1,"maxLength":200,"x-trim":true},"design":{"description":"The saved design: the MJML document the e-mail editor reads and writes.","type":"string","minLength":1,"maxLength":500000,"x-ui":{"widget":"email-design"}},"html":{"description":"The exported HTML: the design compiled with MJML on the server and sanitised, merge fields left as {{first_name}} and {{store_name}}.","type":"string","readOnly":true,"default":""}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="email-template" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.description === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.design === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "design"},message:"must have required property '"+"design"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "description") || (key0 === "design")) || (key0 === "html"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.description !== undefined){
let data0 = data.description;
if(typeof data0 === "string"){
if(func3(data0) > 200){
const err3 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.design !== undefined){
let data1 = data.design;
if(typeof data1 === "string"){
if(func3(data1) > 500000){
const err6 = {instancePath:instancePath+"/design",schemaPath:"#/properties/design/maxLength",keyword:"maxLength",params:{limit: 500000},message:"must NOT have more than 500000 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func3(data1) < 1){
const err7 = {instancePath:instancePath+"/design",schemaPath:"#/properties/design/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/design",schemaPath:"#/properties/design/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.html !== undefined){
if(typeof data.html !== "string"){
const err9 = {instancePath:instancePath+"/html",schemaPath:"#/properties/html/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

export const validateEmployee = validate22;
const schema23 = {"$id":"employee","title":"Employee","type":"object","x-resource":{"type":"Employee","plural":"Employees","route":"employees","section":"employees","order":1,"icon":"People","list":["first_name","last_name","email","job_ids","manager","status"],"sort":{"field":"last_name","order":"ASC"},"title":["first_name","last_name"],"enableDisable":true,"guardedDelete":true},"x-access":{"module":"employees-office","permission":"employees"},"x-unique":[["email"]],"required":["first_name","last_name"],"additionalProperties":false,"properties":{"first_name":{"type":"string","minLength":1,"maxLength":60,"x-trim":true},"last_name":{"type":"string","minLength":1,"maxLength":60,"x-trim":true},"nickname":{"type":"string","maxLength":60,"x-trim":true},"email":{"description":"Signs in to the office with this e-mail; unique in the store.","type":"string","maxLength":254,"pattern":"^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$","x-trim":true,"x-messages":{"pattern":"validation.email"},"x-ui":{"widget":"email","group":"access"}},"password":{"description":"Sign-in password; stored only as a memory-hard hash and never shown again.","type":"string","minLength":8,"maxLength":200,"x-secret":"password","x-messages":{"minLength":"validation.passwordMin"},"x-ui":{"group":"access"}},"pos_pin":{"description":"PIN for the point of sale: 4 to 8 digits, unique in the store, stored hashed.","type":"string","pattern":"^[0-9]{4,8}$","x-secret":"pin","x-messages":{"pattern":"validation.pin"},"x-ui":{"group":"access"}},"job_ids":{"description":"Jobs held; their modules and permissions add up.","type":"array","maxItems":20,"items":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},"x-ref":{"resource":"job","deleteGuard":"errors.guard.jobHasEmployees"},"x-ui":{"group":"access"}},"time_card_only":{"type":"boolean","default":false,"x-ui":{"group":"access"}},"manager":{"type":"boolean","default":false,"x-ui":{"group":"access"}},"driver":{"type":"boolean","default":false,"x-ui":{"group":"access"}},"receive_order_in_email":{"type":"boolean","default":false,"x-ui":{"group":"access"}},"phone":{"type":"string","maxLength":30,"pattern":"^[0-9+()\\-. ]{7,30}$","x-trim":true,"x-messages":{"pattern":"validation.phone"},"x-ui":{"group":"contact"}},"address":{"type":"string","maxLength":200,"x-trim":true,"x-ui":{"group":"contact"}},"city":{"type":"string","maxLength":100,"x-trim":true,"x-ui":{"group":"contact"}},"state":{"type":"string","maxLength":100,"x-trim":true,"x-ui":{"group":"contact"}},"zip_code":{"type":"string","maxLength":10,"pattern":"^[0-9]{3,10}$","x-trim":true,"x-messages":{"pattern":"validation.zipcode"},"x-ui":{"group":"contact"}},"country":{"type":"string","maxLength":100,"x-trim":true,"x-ui":{"group":"contact"}},"salary_type":{"type":"string","enum":["hourly","salary"],"default":"hourly","x-ui":{"group":"pay"}},"salary":{"description":"Compensation value: the rate per hour of an hourly employee, the amount per pay period of a salaried one; required and above 0 for an active employee.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money","group":"pay"}},"pay_period":{"description":"Daily or weekly: a salaried employee's amount is per day worked or per week; an hourly employee's default rate follows it.","type":"string","enum":["daily","weekly"],"default":"weekly","x-ui":{"group":"pay"}},"hours":{"description":"Scheduled hours per pay period.","type":"integer","minimum":0,"maximum":168,"x-ui":{"group":"pay"}},"hired_date":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","x-messages":{"pattern":"validation.date"},"x-ui":{"widget":"date","group":"employment"}},"termination_date":{"type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","x-messages":{"pattern":"validation.date"},"x-ui":{"widget":"date","group":"employment","shownInStatus":"terminated"}},"termination_reason":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline","group":"employment","shownInStatus":"terminated"}},"status":{"type":"string","enum":["active","inactive","terminated"],"default":"active","x-ui":{"widget":"status","group":"employment"}}}};
const pattern17 = new RegExp("^[0-9]{4,8}$", "u");
const pattern20 = new RegExp("^[0-9]{3,10}$", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="employee" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.first_name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_name"},message:"must have required property '"+"first_name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.last_name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_name"},message:"must have required property '"+"last_name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema23.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.first_name !== undefined){
let data0 = data.first_name;
if(typeof data0 === "string"){
if(func3(data0) > 60){
const err3 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.last_name !== undefined){
let data1 = data.last_name;
if(typeof data1 === "string"){
if(func3(data1) > 60){
const err6 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func3(data1) < 1){
const err7 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.nickname !== undefined){
let data2 = data.nickname;
if(typeof data2 === "string"){
if(func3(data2) > 60){
const err9 = {instancePath:instancePath+"/nickname",schemaPath:"#/properties/nickname/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/nickname",schemaPath:"#/properties/nickname/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.email !== undefined){
let data3 = data.email;
if(typeof data3 === "string"){
if(func3(data3) > 254){
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(data3)){
const err12 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"},message:"must match pattern \""+"^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.password !== undefined){
let data4 = data.password;
if(typeof data4 === "string"){
if(func3(data4) > 200){
const err14 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func3(data4) < 8){
const err15 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.pos_pin !== undefined){
let data5 = data.pos_pin;
if(typeof data5 === "string"){
if(!pattern17.test(data5)){
const err17 = {instancePath:instancePath+"/pos_pin",schemaPath:"#/properties/pos_pin/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4,8}$"},message:"must match pattern \""+"^[0-9]{4,8}$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/pos_pin",schemaPath:"#/properties/pos_pin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.job_ids !== undefined){
let data6 = data.job_ids;
if(Array.isArray(data6)){
if(data6.length > 20){
const err19 = {instancePath:instancePath+"/job_ids",schemaPath:"#/properties/job_ids/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 === "string"){
if(!pattern1.test(data7)){
const err20 = {instancePath:instancePath+"/job_ids/" + i0,schemaPath:"#/properties/job_ids/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/job_ids/" + i0,schemaPath:"#/properties/job_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/job_ids",schemaPath:"#/properties/job_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.time_card_only !== undefined){
if(typeof data.time_card_only !== "boolean"){
const err23 = {instancePath:instancePath+"/time_card_only",schemaPath:"#/properties/time_card_only/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.manager !== undefined){
if(typeof data.manager !== "boolean"){
const err24 = {instancePath:instancePath+"/manager",schemaPath:"#/properties/manager/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.driver !== undefined){
if(typeof data.driver !== "boolean"){
const err25 = {instancePath:instancePath+"/driver",schemaPath:"#/properties/driver/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.receive_order_in_email !== undefined){
if(typeof data.receive_order_in_email !== "boolean"){
const err26 = {instancePath:instancePath+"/receive_order_in_email",schemaPath:"#/properties/receive_order_in_email/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.phone !== undefined){
let data12 = data.phone;
if(typeof data12 === "string"){
if(func3(data12) > 30){
const err27 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern13.test(data12)){
const err28 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[0-9+()\\-. ]{7,30}$"},message:"must match pattern \""+"^[0-9+()\\-. ]{7,30}$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.address !== undefined){
let data13 = data.address;
if(typeof data13 === "string"){
if(func3(data13) > 200){
const err30 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.city !== undefined){
let data14 = data.city;
if(typeof data14 === "string"){
if(func3(data14) > 100){
const err32 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.state !== undefined){
let data15 = data.state;
if(typeof data15 === "string"){
if(func3(data15) > 100){
const err34 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.zip_code !== undefined){
let data16 = data.zip_code;
if(typeof data16 === "string"){
if(func3(data16) > 10){
const err36 = {instancePath:instancePath+"/zip_code",schemaPath:"#/properties/zip_code/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!pattern20.test(data16)){
const err37 = {instancePath:instancePath+"/zip_code",schemaPath:"#/properties/zip_code/pattern",keyword:"pattern",params:{pattern: "^[0-9]{3,10}$"},message:"must match pattern \""+"^[0-9]{3,10}$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/zip_code",schemaPath:"#/properties/zip_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.country !== undefined){
let data17 = data.country;
if(typeof data17 === "string"){
if(func3(data17) > 100){
const err39 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.salary_type !== undefined){
let data18 = data.salary_type;
if(typeof data18 !== "string"){
const err41 = {instancePath:instancePath+"/salary_type",schemaPath:"#/properties/salary_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!((data18 === "hourly") || (data18 === "salary"))){
const err42 = {instancePath:instancePath+"/salary_type",schemaPath:"#/properties/salary_type/enum",keyword:"enum",params:{allowedValues: schema23.properties.salary_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.salary !== undefined){
let data19 = data.salary;
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 9999999.99 || isNaN(data19)){
const err43 = {instancePath:instancePath+"/salary",schemaPath:"#/properties/salary/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data19 < 0 || isNaN(data19)){
const err44 = {instancePath:instancePath+"/salary",schemaPath:"#/properties/salary/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(Math.abs(Math.round(data19 * 100) - data19 * 100) > 1e-6){
const err45 = {instancePath:instancePath+"/salary",schemaPath:"#/properties/salary/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/salary",schemaPath:"#/properties/salary/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.pay_period !== undefined){
let data20 = data.pay_period;
if(typeof data20 !== "string"){
const err47 = {instancePath:instancePath+"/pay_period",schemaPath:"#/properties/pay_period/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!((data20 === "daily") || (data20 === "weekly"))){
const err48 = {instancePath:instancePath+"/pay_period",schemaPath:"#/properties/pay_period/enum",keyword:"enum",params:{allowedValues: schema23.properties.pay_period.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.hours !== undefined){
let data21 = data.hours;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err49 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 168 || isNaN(data21)){
const err50 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 168},message:"must be <= 168"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data21 < 0 || isNaN(data21)){
const err51 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
if(data.hired_date !== undefined){
let data22 = data.hired_date;
if(typeof data22 === "string"){
if(!pattern12.test(data22)){
const err52 = {instancePath:instancePath+"/hired_date",schemaPath:"#/properties/hired_date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/hired_date",schemaPath:"#/properties/hired_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.termination_date !== undefined){
let data23 = data.termination_date;
if(typeof data23 === "string"){
if(!pattern12.test(data23)){
const err54 = {instancePath:instancePath+"/termination_date",schemaPath:"#/properties/termination_date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/termination_date",schemaPath:"#/properties/termination_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.termination_reason !== undefined){
let data24 = data.termination_reason;
if(typeof data24 === "string"){
if(func3(data24) > 500){
const err56 = {instancePath:instancePath+"/termination_reason",schemaPath:"#/properties/termination_reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/termination_reason",schemaPath:"#/properties/termination_reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.status !== undefined){
let data25 = data.status;
if(typeof data25 !== "string"){
const err58 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(!(((data25 === "active") || (data25 === "inactive")) || (data25 === "terminated"))){
const err59 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema23.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

export const validateFeatureItem = validate23;
const schema24 = {"$id":"feature-item","title":"Feature item","description":"A menu item the online ordering site features (SPEC §3 feature item): its description, image and link, in its sequence order. A store has at most 9 (SPEC §9).","type":"object","x-resource":{"type":"FeatureItem","plural":"FeatureItems","route":"feature-items","section":"online-ordering","order":2,"icon":"Star","list":["image_id","description","menu_item_id","sequence_order","status"],"sort":{"field":"sequence_order","order":"ASC"},"title":["description"],"search":["description"],"filterVariants":true},"x-access":{"module":"online-ordering","permission":"feature-items"},"x-store-limit":{"max":9,"message":"errors.featureItem.limit"},"required":["description","menu_item_id","url","image_id"],"additionalProperties":false,"properties":{"description":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"},"x-messages":{"required":"validation.featureItem.descriptionRequired"}},"sequence_order":{"type":"integer","description":"Where it stands among the store's feature items: lower first.","minimum":0,"maximum":999,"default":0},"menu_item_id":{"description":"The menu item it features.","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"menu-item","deleteGuard":"errors.guard.menuItemInFeatureItem"},"x-messages":{"required":"validation.featureItem.menuItemRequired"}},"url":{"description":"The web address the feature item leads to.","type":"string","maxLength":200,"pattern":"^https?://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\\s]*)?$","x-trim":true,"x-messages":{"required":"validation.featureItem.urlRequired","pattern":"validation.url"}},"image_id":{"description":"Its image, uploaded for feature items (POST /api/media?use=feature-item).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"media","where":{"use":"feature-item"},"whereMessage":"validation.featureItem.imageUse"},"x-messages":{"required":"validation.featureItem.imageRequired"}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="feature-item" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.description === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.menu_item_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "menu_item_id"},message:"must have required property '"+"menu_item_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.image_id === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "image_id"},message:"must have required property '"+"image_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "description") || (key0 === "sequence_order")) || (key0 === "menu_item_id")) || (key0 === "url")) || (key0 === "image_id")) || (key0 === "status"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data0 = data.description;
if(typeof data0 === "string"){
if(func3(data0) > 500){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.sequence_order !== undefined){
let data1 = data.sequence_order;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/sequence_order",schemaPath:"#/properties/sequence_order/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 999 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/sequence_order",schemaPath:"#/properties/sequence_order/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999},message:"must be <= 999"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/sequence_order",schemaPath:"#/properties/sequence_order/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.menu_item_id !== undefined){
let data2 = data.menu_item_id;
if(typeof data2 === "string"){
if(!pattern1.test(data2)){
const err10 = {instancePath:instancePath+"/menu_item_id",schemaPath:"#/properties/menu_item_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/menu_item_id",schemaPath:"#/properties/menu_item_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.url !== undefined){
let data3 = data.url;
if(typeof data3 === "string"){
if(func3(data3) > 200){
const err12 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern10.test(data3)){
const err13 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\\s]*)?$"},message:"must match pattern \""+"^https?://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\\s]*)?$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.image_id !== undefined){
let data4 = data.image_id;
if(typeof data4 === "string"){
if(!pattern1.test(data4)){
const err15 = {instancePath:instancePath+"/image_id",schemaPath:"#/properties/image_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/image_id",schemaPath:"#/properties/image_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.status !== undefined){
let data5 = data.status;
if(typeof data5 !== "string"){
const err17 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data5 === "active") || (data5 === "inactive"))){
const err18 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema24.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}

export const validateGiftCard = validate24;
const schema25 = {"$id":"gift-card","title":"Gift card","description":"A gift card of the store (SPEC §3 gift card): its number kept as a keyed hash with its last four digits for display, an optional customer, its state and its balance, the sum of its transactions.","type":"object","x-resource":{"type":"GiftCard","plural":"GiftCards","route":"gift-cards","section":"marketing","order":9,"icon":"CardGiftcard","list":["last_four","customer_id","state","balance"],"sort":{"field":"last_four","order":"ASC"},"search":["last_four"],"title":["last_four"],"guardedDelete":true,"children":[{"field":"transactions","resource":"gift-card-transaction","by":"gift_card_id","sort":{"field":"at","order":"DESC"}}]},"x-access":{"module":"marketing","permission":"gift-cards"},"required":["state"],"additionalProperties":false,"properties":{"number":{"description":"The card's number, 8 to 19 digits, unique in the store; kept only as a keyed hash and never read back.","type":"string","pattern":"^[0-9]{8,19}$","x-secret":"pin","x-messages":{"pattern":"validation.giftCard.number"}},"last_four":{"description":"The number's last four digits, shown as \"•••• 1234\"; set by the server.","type":"string","readOnly":true},"customer_id":{"description":"The customer the card belongs to, if any.","type":"string","x-ref":{"resource":"customer"}},"state":{"description":"preactivated: not yet sold; activated: in use; deactivated: refused at the POS. A preactivated card is activated; an activated card is deactivated and back; nothing returns to preactivated.","type":"string","enum":["activated","deactivated","preactivated"],"default":"activated"},"note":{"description":"What the store wants to remember of the card: who bought it, for whom.","type":"string","maxLength":200,"x-trim":true},"balance":{"description":"What the card holds: the sum of its transactions, written with each one.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money"},"readOnly":true,"default":0}}};
const pattern26 = new RegExp("^[0-9]{8,19}$", "u");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="gift-card" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.state === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "number") || (key0 === "last_four")) || (key0 === "customer_id")) || (key0 === "state")) || (key0 === "note")) || (key0 === "balance"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.number !== undefined){
let data0 = data.number;
if(typeof data0 === "string"){
if(!pattern26.test(data0)){
const err2 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/pattern",keyword:"pattern",params:{pattern: "^[0-9]{8,19}$"},message:"must match pattern \""+"^[0-9]{8,19}$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.last_four !== undefined){
if(typeof data.last_four !== "string"){
const err4 = {instancePath:instancePath+"/last_four",schemaPath:"#/properties/last_four/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.customer_id !== undefined){
if(typeof data.customer_id !== "string"){
const err5 = {instancePath:instancePath+"/customer_id",schemaPath:"#/properties/customer_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.state !== undefined){
let data3 = data.state;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data3 === "activated") || (data3 === "deactivated")) || (data3 === "preactivated"))){
const err7 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/enum",keyword:"enum",params:{allowedValues: schema25.properties.state.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.note !== undefined){
let data4 = data.note;
if(typeof data4 === "string"){
if(func3(data4) > 200){
const err8 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.balance !== undefined){
let data5 = data.balance;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9999999.99 || isNaN(data5)){
const err10 = {instancePath:instancePath+"/balance",schemaPath:"#/properties/balance/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err11 = {instancePath:instancePath+"/balance",schemaPath:"#/properties/balance/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(Math.abs(Math.round(data5 * 100) - data5 * 100) > 1e-6){
const err12 = {instancePath:instancePath+"/balance",schemaPath:"#/properties/balance/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/balance",schemaPath:"#/properties/balance/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

export const validateGratuity = validate25;
const schema26 = {"$id":"gratuity","title":"Gratuity","description":"A service charge added to checks as a percentage; one at most is added automatically.","type":"object","x-resource":{"type":"Gratuity","plural":"Gratuities","route":"gratuities","section":"operations","order":9,"icon":"VolunteerActivism","list":["name","value","automatic","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"operations","permission":"gratuities"},"x-unique":[["name"]],"x-single-default":"automatic","x-rules":[{"field":"value","op":">","than":0,"message":"validation.gratuity.valueAboveZero"}],"required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"value":{"description":"Percentage of the check.","type":"number","minimum":0,"maximum":100,"x-decimals":2,"x-ui":{"widget":"percent"}},"automatic":{"description":"Added to every check by itself; only one gratuity is automatic at a time.","type":"boolean","default":false},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="gratuity" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "value")) || (key0 === "automatic")) || (key0 === "status"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.value !== undefined){
let data1 = data.value;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(Math.abs(Math.round(data1 * 100) - data1 * 100) > 1e-6){
const err8 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.automatic !== undefined){
if(typeof data.automatic !== "boolean"){
const err10 = {instancePath:instancePath+"/automatic",schemaPath:"#/properties/automatic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((data3 === "active") || (data3 === "inactive"))){
const err12 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema26.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}

export const validateIngredient = validate26;
const schema27 = {"$id":"ingredient","title":"Ingredient","description":"Something the store stocks and its recipes use: counted in a unit, bought at a cost per unit.","type":"object","x-resource":{"type":"Ingredient","plural":"Ingredients","route":"ingredients","section":"inventory","order":4,"icon":"Egg","list":["name","subgroup_id","unit_id","cost","vendor_id","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"inventory","permission":"ingredients"},"x-unique":[["name"]],"required":["name","subgroup_id","unit_id"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"subgroup_id":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"inventory-subgroup","deleteGuard":"errors.guard.subgroupHasItems"}},"unit_id":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"inventory-unit","deleteGuard":"errors.guard.unitInUse"}},"cost":{"description":"What one unit costs the store; recipes add it up into a menu item's cost.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money"},"default":0},"vendor_id":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"vendor","deleteGuard":"errors.guard.vendorHasIngredients"}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="ingredient" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.subgroup_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subgroup_id"},message:"must have required property '"+"subgroup_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.unit_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unit_id"},message:"must have required property '"+"unit_id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "name") || (key0 === "subgroup_id")) || (key0 === "unit_id")) || (key0 === "cost")) || (key0 === "vendor_id")) || (key0 === "status"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func3(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.subgroup_id !== undefined){
let data1 = data.subgroup_id;
if(typeof data1 === "string"){
if(!pattern1.test(data1)){
const err7 = {instancePath:instancePath+"/subgroup_id",schemaPath:"#/properties/subgroup_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/subgroup_id",schemaPath:"#/properties/subgroup_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.unit_id !== undefined){
let data2 = data.unit_id;
if(typeof data2 === "string"){
if(!pattern1.test(data2)){
const err9 = {instancePath:instancePath+"/unit_id",schemaPath:"#/properties/unit_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/unit_id",schemaPath:"#/properties/unit_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.cost !== undefined){
let data3 = data.cost;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9999999.99 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(Math.abs(Math.round(data3 * 100) - data3 * 100) > 1e-6){
const err13 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.vendor_id !== undefined){
let data4 = data.vendor_id;
if(typeof data4 === "string"){
if(!pattern1.test(data4)){
const err15 = {instancePath:instancePath+"/vendor_id",schemaPath:"#/properties/vendor_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/vendor_id",schemaPath:"#/properties/vendor_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.status !== undefined){
let data5 = data.status;
if(typeof data5 !== "string"){
const err17 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data5 === "active") || (data5 === "inactive"))){
const err18 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema27.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

export const validateInventoryGroup = validate27;
const schema28 = {"$id":"inventory-group","title":"Inventory group","description":"The broadest shelf of the stock (Produce, Dairy, Dry goods), holding subgroups.","type":"object","x-resource":{"type":"InventoryGroup","plural":"InventoryGroups","route":"inventory-group","section":"inventory","order":1,"icon":"Inventory","list":["name","description","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"inventory","permission":"inventory-group"},"x-unique":[["name"]],"required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"description":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="inventory-group" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "description")) || (key0 === "status"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func3(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func3(data1) > 500){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data2 === "active") || (data2 === "inactive"))){
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema28.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

export const validateInventorySubgroup = validate28;
const schema29 = {"$id":"inventory-subgroup","title":"Inventory subgroup","description":"A shelf within an inventory group (Produce › Vegetables), holding ingredients.","type":"object","x-resource":{"type":"InventorySubgroup","plural":"InventorySubgroups","route":"inventory-subgroup","section":"inventory","order":2,"icon":"Category","list":["name","group_id","description","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"inventory","permission":"inventory-subgroup"},"x-unique":[["name"]],"required":["name","group_id"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"group_id":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"inventory-group","deleteGuard":"errors.guard.groupHasSubgroups"}},"description":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="inventory-subgroup" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.group_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "group_id"},message:"must have required property '"+"group_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "group_id")) || (key0 === "description")) || (key0 === "status"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.group_id !== undefined){
let data1 = data.group_id;
if(typeof data1 === "string"){
if(!pattern1.test(data1)){
const err6 = {instancePath:instancePath+"/group_id",schemaPath:"#/properties/group_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/group_id",schemaPath:"#/properties/group_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 === "string"){
if(func3(data2) > 500){
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data3 === "active") || (data3 === "inactive"))){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema29.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}

export const validateInventoryUnit = validate29;
const schema30 = {"$id":"inventory-unit","title":"Unit","description":"A unit stock is counted and used in (kg, g, l, each), by its abbreviation.","type":"object","x-resource":{"type":"InventoryUnit","plural":"InventoryUnits","route":"inventory-units","section":"inventory","order":3,"icon":"Straighten","list":["name","abbreviation","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"inventory","permission":"inventory-units"},"x-unique":[["name"],["abbreviation"]],"required":["name","abbreviation"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"abbreviation":{"description":"As it is written after a quantity: kg, g, l, ea.","type":"string","minLength":1,"maxLength":12,"x-trim":true},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="inventory-unit" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.abbreviation === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "abbreviation"},message:"must have required property '"+"abbreviation"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "abbreviation")) || (key0 === "status"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.abbreviation !== undefined){
let data1 = data.abbreviation;
if(typeof data1 === "string"){
if(func3(data1) > 12){
const err6 = {instancePath:instancePath+"/abbreviation",schemaPath:"#/properties/abbreviation/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func3(data1) < 1){
const err7 = {instancePath:instancePath+"/abbreviation",schemaPath:"#/properties/abbreviation/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/abbreviation",schemaPath:"#/properties/abbreviation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data2 === "active") || (data2 === "inactive"))){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema30.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}

export const validateItemAvailability = validate30;
const schema31 = {"$id":"item-availability","title":"Item availability","description":"When some items can be sold (a breakfast menu): a date range and hours per day. Outside every window that lists them, they are not offered.","type":"object","x-resource":{"type":"ItemAvailability","plural":"ItemAvailabilities","route":"availability-menu-items","section":"menu-items","order":6,"icon":"EventAvailable","list":["description","item_ids","execution_date","status"],"sort":{"field":"description","order":"ASC"},"title":["description"],"filterVariants":true},"x-access":{"module":"menu-items","permission":"menu-items"},"required":["description","item_ids","schedule","execution_date"],"additionalProperties":false,"properties":{"description":{"type":"string","minLength":1,"maxLength":80,"x-trim":true},"item_ids":{"type":"array","minItems":1,"maxItems":500,"items":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},"x-ref":{"resource":"menu-item","deleteGuard":"errors.guard.itemHasAvailability"},"x-messages":{"minItems":"validation.itemsRequired","required":"validation.itemsRequired"}},"schedule":{"description":"When something holds: an optional date range and hour ranges per weekday. One validator (src/core/schedule.ts) checks that each range starts before it ends (or, where x-schedule.nextDay allows, closes the next day) and that no two ranges overlap.","type":"object","additionalProperties":false,"properties":{"from":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},"to":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},"hours":{"type":"array","maxItems":28,"items":{"type":"object","additionalProperties":false,"required":["day","start","end"],"properties":{"day":{"type":"string","enum":["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]},"start":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$"},"end":{"type":"string","pattern":"^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"}}}}},"x-schedule":{"dates":"required","hoursRequired":true},"x-messages":{"required":"validation.dateRangeRequired"},"x-ui":{"group":"when"}},"execution_date":{"description":"From when it runs: not before today.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","x-ui":{"group":"when","widget":"date"}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="item-availability" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.description === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.item_ids === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "item_ids"},message:"must have required property '"+"item_ids"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.schedule === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule"},message:"must have required property '"+"schedule"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.execution_date === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "execution_date"},message:"must have required property '"+"execution_date"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "description") || (key0 === "item_ids")) || (key0 === "schedule")) || (key0 === "execution_date")) || (key0 === "status"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data0 = data.description;
if(typeof data0 === "string"){
if(func3(data0) > 80){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func3(data0) < 1){
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.item_ids !== undefined){
let data1 = data.item_ids;
if(Array.isArray(data1)){
if(data1.length > 500){
const err8 = {instancePath:instancePath+"/item_ids",schemaPath:"#/properties/item_ids/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.length < 1){
const err9 = {instancePath:instancePath+"/item_ids",schemaPath:"#/properties/item_ids/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(!pattern1.test(data2)){
const err10 = {instancePath:instancePath+"/item_ids/" + i0,schemaPath:"#/properties/item_ids/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/item_ids/" + i0,schemaPath:"#/properties/item_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/item_ids",schemaPath:"#/properties/item_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.schedule !== undefined){
let data3 = data.schedule;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
if(!(((key1 === "from") || (key1 === "to")) || (key1 === "hours"))){
const err13 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.from !== undefined){
let data4 = data3.from;
if(typeof data4 === "string"){
if(!pattern4.test(data4)){
const err14 = {instancePath:instancePath+"/schedule/from",schemaPath:"#/properties/schedule/properties/from/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/schedule/from",schemaPath:"#/properties/schedule/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.to !== undefined){
let data5 = data3.to;
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
const err16 = {instancePath:instancePath+"/schedule/to",schemaPath:"#/properties/schedule/properties/to/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/schedule/to",schemaPath:"#/properties/schedule/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.hours !== undefined){
let data6 = data3.hours;
if(Array.isArray(data6)){
if(data6.length > 28){
const err18 = {instancePath:instancePath+"/schedule/hours",schemaPath:"#/properties/schedule/properties/hours/maxItems",keyword:"maxItems",params:{limit: 28},message:"must NOT have more than 28 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.day === undefined){
const err19 = {instancePath:instancePath+"/schedule/hours/" + i1,schemaPath:"#/properties/schedule/properties/hours/items/required",keyword:"required",params:{missingProperty: "day"},message:"must have required property '"+"day"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data7.start === undefined){
const err20 = {instancePath:instancePath+"/schedule/hours/" + i1,schemaPath:"#/properties/schedule/properties/hours/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7.end === undefined){
const err21 = {instancePath:instancePath+"/schedule/hours/" + i1,schemaPath:"#/properties/schedule/properties/hours/items/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key2 in data7){
if(!(((key2 === "day") || (key2 === "start")) || (key2 === "end"))){
const err22 = {instancePath:instancePath+"/schedule/hours/" + i1,schemaPath:"#/properties/schedule/properties/hours/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data7.day !== undefined){
let data8 = data7.day;
if(typeof data8 !== "string"){
const err23 = {instancePath:instancePath+"/schedule/hours/" + i1+"/day",schemaPath:"#/properties/schedule/properties/hours/items/properties/day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((((((data8 === "monday") || (data8 === "tuesday")) || (data8 === "wednesday")) || (data8 === "thursday")) || (data8 === "friday")) || (data8 === "saturday")) || (data8 === "sunday"))){
const err24 = {instancePath:instancePath+"/schedule/hours/" + i1+"/day",schemaPath:"#/properties/schedule/properties/hours/items/properties/day/enum",keyword:"enum",params:{allowedValues: schema31.properties.schedule.properties.hours.items.properties.day.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data7.start !== undefined){
let data9 = data7.start;
if(typeof data9 === "string"){
if(!pattern6.test(data9)){
const err25 = {instancePath:instancePath+"/schedule/hours/" + i1+"/start",schemaPath:"#/properties/schedule/properties/hours/items/properties/start/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/schedule/hours/" + i1+"/start",schemaPath:"#/properties/schedule/properties/hours/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.end !== undefined){
let data10 = data7.end;
if(typeof data10 === "string"){
if(!pattern7.test(data10)){
const err27 = {instancePath:instancePath+"/schedule/hours/" + i1+"/end",schemaPath:"#/properties/schedule/properties/hours/items/properties/end/pattern",keyword:"pattern",params:{pattern: "^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"},message:"must match pattern \""+"^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/schedule/hours/" + i1+"/end",schemaPath:"#/properties/schedule/properties/hours/items/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/schedule/hours/" + i1,schemaPath:"#/properties/schedule/properties/hours/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/schedule/hours",schemaPath:"#/properties/schedule/properties/hours/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.execution_date !== undefined){
let data11 = data.execution_date;
if(typeof data11 === "string"){
if(!pattern4.test(data11)){
const err32 = {instancePath:instancePath+"/execution_date",schemaPath:"#/properties/execution_date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/execution_date",schemaPath:"#/properties/execution_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.status !== undefined){
let data12 = data.status;
if(typeof data12 !== "string"){
const err34 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!((data12 === "active") || (data12 === "inactive"))){
const err35 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema31.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}

export const validateJob = validate31;
const schema32 = {"$id":"job","title":"Job","type":"object","x-resource":{"type":"Job","plural":"Jobs","route":"jobs","section":"employees","order":2,"icon":"Badge","list":["name","description","updated_at"],"sort":{"field":"name","order":"ASC"},"guardedDelete":true},"x-access":{"module":"employees-office","permission":"jobs"},"x-unique":[["name"]],"required":["name","modules"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"description":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"}},"modules":{"description":"Per module: whether it is on, and each of its permission codes with its status.","type":"array","maxItems":20,"x-ui":{"widget":"permissions","group":"permissions"},"items":{"type":"object","required":["code","status","permissions"],"additionalProperties":false,"properties":{"code":{"type":"string","enum":["dashboard-office","business-info","menu-items","inventory","checks","customers-office","employees-office","operations","marketing","online-ordering","reports-office","settings-office","perks-office","pos","olo","kiosk"]},"name":{"type":"string","maxLength":60},"status":{"type":"boolean"},"permissions":{"type":"array","maxItems":100,"items":{"type":"object","required":["code","status"],"additionalProperties":false,"properties":{"code":{"type":"string","minLength":1,"maxLength":60,"pattern":"^[a-z0-9-]+$"},"status":{"type":"boolean"}}}}}}}}};
const pattern37 = new RegExp("^[a-z0-9-]+$", "u");

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="job" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.modules === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modules"},message:"must have required property '"+"modules"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "description")) || (key0 === "modules"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func3(data1) > 500){
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.modules !== undefined){
let data2 = data.modules;
if(Array.isArray(data2)){
if(data2.length > 20){
const err8 = {instancePath:instancePath+"/modules",schemaPath:"#/properties/modules/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.code === undefined){
const err9 = {instancePath:instancePath+"/modules/" + i0,schemaPath:"#/properties/modules/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.status === undefined){
const err10 = {instancePath:instancePath+"/modules/" + i0,schemaPath:"#/properties/modules/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.permissions === undefined){
const err11 = {instancePath:instancePath+"/modules/" + i0,schemaPath:"#/properties/modules/items/required",keyword:"required",params:{missingProperty: "permissions"},message:"must have required property '"+"permissions"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data3){
if(!((((key1 === "code") || (key1 === "name")) || (key1 === "status")) || (key1 === "permissions"))){
const err12 = {instancePath:instancePath+"/modules/" + i0,schemaPath:"#/properties/modules/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.code !== undefined){
let data4 = data3.code;
if(typeof data4 !== "string"){
const err13 = {instancePath:instancePath+"/modules/" + i0+"/code",schemaPath:"#/properties/modules/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((((((((((((((((data4 === "dashboard-office") || (data4 === "business-info")) || (data4 === "menu-items")) || (data4 === "inventory")) || (data4 === "checks")) || (data4 === "customers-office")) || (data4 === "employees-office")) || (data4 === "operations")) || (data4 === "marketing")) || (data4 === "online-ordering")) || (data4 === "reports-office")) || (data4 === "settings-office")) || (data4 === "perks-office")) || (data4 === "pos")) || (data4 === "olo")) || (data4 === "kiosk"))){
const err14 = {instancePath:instancePath+"/modules/" + i0+"/code",schemaPath:"#/properties/modules/items/properties/code/enum",keyword:"enum",params:{allowedValues: schema32.properties.modules.items.properties.code.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.name !== undefined){
let data5 = data3.name;
if(typeof data5 === "string"){
if(func3(data5) > 60){
const err15 = {instancePath:instancePath+"/modules/" + i0+"/name",schemaPath:"#/properties/modules/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/modules/" + i0+"/name",schemaPath:"#/properties/modules/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.status !== undefined){
if(typeof data3.status !== "boolean"){
const err17 = {instancePath:instancePath+"/modules/" + i0+"/status",schemaPath:"#/properties/modules/items/properties/status/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.permissions !== undefined){
let data7 = data3.permissions;
if(Array.isArray(data7)){
if(data7.length > 100){
const err18 = {instancePath:instancePath+"/modules/" + i0+"/permissions",schemaPath:"#/properties/modules/items/properties/permissions/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.code === undefined){
const err19 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1,schemaPath:"#/properties/modules/items/properties/permissions/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data8.status === undefined){
const err20 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1,schemaPath:"#/properties/modules/items/properties/permissions/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key2 in data8){
if(!((key2 === "code") || (key2 === "status"))){
const err21 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1,schemaPath:"#/properties/modules/items/properties/permissions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data8.code !== undefined){
let data9 = data8.code;
if(typeof data9 === "string"){
if(func3(data9) > 60){
const err22 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1+"/code",schemaPath:"#/properties/modules/items/properties/permissions/items/properties/code/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func3(data9) < 1){
const err23 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1+"/code",schemaPath:"#/properties/modules/items/properties/permissions/items/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern37.test(data9)){
const err24 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1+"/code",schemaPath:"#/properties/modules/items/properties/permissions/items/properties/code/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9-]+$"},message:"must match pattern \""+"^[a-z0-9-]+$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1+"/code",schemaPath:"#/properties/modules/items/properties/permissions/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.status !== undefined){
if(typeof data8.status !== "boolean"){
const err26 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1+"/status",schemaPath:"#/properties/modules/items/properties/permissions/items/properties/status/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/modules/" + i0+"/permissions/" + i1,schemaPath:"#/properties/modules/items/properties/permissions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/modules/" + i0+"/permissions",schemaPath:"#/properties/modules/items/properties/permissions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/modules/" + i0,schemaPath:"#/properties/modules/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/modules",schemaPath:"#/properties/modules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}

export const validateKitchenPrinter = validate32;
const schema33 = {"$id":"kitchen-printer","title":"Kitchen printer","description":"A network printer of the kitchen or the bar: menu items are sent to their kitchen printer, and receipts follow the store's receipt layout.","type":"object","x-resource":{"type":"KitchenPrinter","plural":"KitchenPrinters","route":"kitchen-printer","section":"operations","order":11,"icon":"Print","list":["name","manufacturer","model","type","ip","port","status"],"sort":{"field":"name","order":"ASC"},"search":["name","manufacturer","model"],"filterVariants":true},"x-access":{"module":"operations","permission":"kitchen-printer"},"x-unique":[["name"]],"required":["name","type","port","paper_width"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true,"x-messages":{"unique":"errors.kitchenPrinter.nameTaken"}},"manufacturer":{"type":"string","maxLength":60,"x-trim":true},"model":{"type":"string","maxLength":60,"x-trim":true},"type":{"description":"Thermal printers print receipts and tickets fast and quietly; impact printers stand the heat and grease of a kitchen line.","type":"string","enum":["thermal","impact"],"default":"thermal"},"ip":{"description":"The printer's IPv4 address on the store's network; Epson printers leave the factory at 192.168.192.168, shown as an example, never filled in. A printer needs its IP or its host name.","type":"string","maxLength":15,"pattern":"^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$","x-trim":true,"x-messages":{"pattern":"validation.ip"},"x-ui":{"group":"connection","placeholder":"192.168.192.168"}},"host":{"description":"A host name that reaches the printer (kitchen-1.local); when given, it is used instead of the IP.","type":"string","maxLength":253,"pattern":"^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$","x-trim":true,"x-messages":{"pattern":"validation.host"},"x-ui":{"group":"connection"}},"port":{"description":"The printer's raw printing port; ESC/POS printers listen on 9100.","type":"integer","minimum":1,"maximum":65535,"default":9100,"x-ui":{"group":"connection"}},"paper_width":{"description":"The paper roll's width: 58 mm holds 32 characters a line, 80 mm holds 48.","type":"string","enum":["58","80"],"default":"80","x-ui":{"group":"connection"}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};
const pattern38 = new RegExp("^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$", "u");
const pattern39 = new RegExp("^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$", "u");

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="kitchen-printer" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.port === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "port"},message:"must have required property '"+"port"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.paper_width === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paper_width"},message:"must have required property '"+"paper_width"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema33.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func3(data0) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.manufacturer !== undefined){
let data1 = data.manufacturer;
if(typeof data1 === "string"){
if(func3(data1) > 60){
const err8 = {instancePath:instancePath+"/manufacturer",schemaPath:"#/properties/manufacturer/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/manufacturer",schemaPath:"#/properties/manufacturer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.model !== undefined){
let data2 = data.model;
if(typeof data2 === "string"){
if(func3(data2) > 60){
const err10 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.type !== undefined){
let data3 = data.type;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data3 === "thermal") || (data3 === "impact"))){
const err13 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema33.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.ip !== undefined){
let data4 = data.ip;
if(typeof data4 === "string"){
if(func3(data4) > 15){
const err14 = {instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern38.test(data4)){
const err15 = {instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/pattern",keyword:"pattern",params:{pattern: "^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$"},message:"must match pattern \""+"^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.host !== undefined){
let data5 = data.host;
if(typeof data5 === "string"){
if(func3(data5) > 253){
const err17 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern39.test(data5)){
const err18 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$"},message:"must match pattern \""+"^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.port !== undefined){
let data6 = data.port;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err20 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 65535 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err22 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.paper_width !== undefined){
let data7 = data.paper_width;
if(typeof data7 !== "string"){
const err23 = {instancePath:instancePath+"/paper_width",schemaPath:"#/properties/paper_width/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!((data7 === "58") || (data7 === "80"))){
const err24 = {instancePath:instancePath+"/paper_width",schemaPath:"#/properties/paper_width/enum",keyword:"enum",params:{allowedValues: schema33.properties.paper_width.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.status !== undefined){
let data8 = data.status;
if(typeof data8 !== "string"){
const err25 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!((data8 === "active") || (data8 === "inactive"))){
const err26 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema33.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}

export const validateLoyaltyPlan = validate33;
const schema34 = {"$id":"loyalty-plan","title":"Loyalty plan","description":"A store's loyalty plan (Perks): customers earn points per amount spent or per visit, and reach rewards at thresholds of points: a discount (a percentage or an amount off), a free menu item or a coupon. Only one plan of a store is active at a time; customers' points are the movements of loyalty_movement.","type":"object","x-resource":{"type":"LoyaltyPlan","plural":"LoyaltyPlans","route":"perks","section":"perks","order":1,"icon":"Loyalty","list":["name","earn_by","points_per_amount","points_per_visit","rewards","status"],"sort":{"field":"name","order":"ASC"},"search":["name","description"],"filterVariants":true,"enableDisable":true},"x-access":{"module":"perks-office","permission":"perks"},"x-unique":[["name"]],"required":["name","earn_by","rewards"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"description":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"},"x-trim":true},"earn_by":{"description":"spending: points per amount spent on a check; visit: the same points for each check.","type":"string","enum":["spending","visit"],"default":"spending","x-ui":{"group":"earning"}},"points_per_amount":{"description":"Points earned per 1.00 spent (rounded down to a whole point), when the plan earns by amount.","type":"number","exclusiveMinimum":0,"maximum":1000,"x-decimals":2,"default":1,"x-ui":{"group":"earning"}},"points_per_visit":{"description":"Points earned per check, when the plan earns by visit.","type":"integer","minimum":1,"maximum":100000,"default":1,"x-ui":{"group":"earning"}},"rewards":{"description":"What the customer may take once his points reach each threshold.","type":"array","minItems":1,"maxItems":20,"x-messages":{"minItems":"validation.loyaltyPlan.rewardsRequired"},"x-ui":{"group":"rewards"},"items":{"type":"object","required":["points","name","type"],"additionalProperties":false,"properties":{"points":{"description":"The points the reward takes.","type":"integer","minimum":1,"maximum":10000000},"name":{"type":"string","minLength":1,"maxLength":60,"x-trim":true},"type":{"description":"percent or amount: a discount; item: a free menu item; coupon: one of the store's coupons.","type":"string","enum":["percent","amount","item","coupon"]},"value":{"description":"A currency-style amount: never negative, at most two decimals.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money"},"x-messages":{"required":"validation.loyaltyPlan.rewardValue","exclusiveMinimum":"validation.loyaltyPlan.rewardValue","maximum":"validation.loyaltyPlan.percentMax"}},"menu_item_id":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"menu-item","deleteGuard":"errors.guard.itemInLoyaltyPlan"},"x-messages":{"required":"validation.loyaltyPlan.rewardItem"}},"coupon_id":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"coupon","deleteGuard":"errors.guard.couponInLoyaltyPlan"},"x-messages":{"required":"validation.loyaltyPlan.rewardCoupon"}}},"allOf":[{"$comment":"A discount gives its value: a percentage (at most 100) or an amount.","if":{"properties":{"type":{"const":"percent"}},"required":["type"]},"then":{"required":["value"],"properties":{"value":{"type":"number","exclusiveMinimum":0,"maximum":100}}}},{"if":{"properties":{"type":{"const":"amount"}},"required":["type"]},"then":{"required":["value"],"properties":{"value":{"type":"number","exclusiveMinimum":0}}}},{"$comment":"A free item names the menu item.","if":{"properties":{"type":{"const":"item"}},"required":["type"]},"then":{"required":["menu_item_id"],"properties":{"menu_item_id":{"type":"string"}}}},{"$comment":"A coupon reward names the coupon.","if":{"properties":{"type":{"const":"coupon"}},"required":["type"]},"then":{"required":["coupon_id"],"properties":{"coupon_id":{"type":"string"}}}}]}},"status":{"description":"A new plan starts inactive: a store has one active plan at most.","type":"string","enum":["active","inactive"],"default":"inactive","x-ui":{"widget":"status"}}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="loyalty-plan" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.earn_by === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "earn_by"},message:"must have required property '"+"earn_by"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.rewards === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rewards"},message:"must have required property '"+"rewards"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "name") || (key0 === "description")) || (key0 === "earn_by")) || (key0 === "points_per_amount")) || (key0 === "points_per_visit")) || (key0 === "rewards")) || (key0 === "status"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func3(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func3(data1) > 500){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.earn_by !== undefined){
let data2 = data.earn_by;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/earn_by",schemaPath:"#/properties/earn_by/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data2 === "spending") || (data2 === "visit"))){
const err10 = {instancePath:instancePath+"/earn_by",schemaPath:"#/properties/earn_by/enum",keyword:"enum",params:{allowedValues: schema34.properties.earn_by.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.points_per_amount !== undefined){
let data3 = data.points_per_amount;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1000 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/points_per_amount",schemaPath:"#/properties/points_per_amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 <= 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/points_per_amount",schemaPath:"#/properties/points_per_amount/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(Math.abs(Math.round(data3 * 100) - data3 * 100) > 1e-6){
const err13 = {instancePath:instancePath+"/points_per_amount",schemaPath:"#/properties/points_per_amount/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/points_per_amount",schemaPath:"#/properties/points_per_amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.points_per_visit !== undefined){
let data4 = data.points_per_visit;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err15 = {instancePath:instancePath+"/points_per_visit",schemaPath:"#/properties/points_per_visit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100000 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/points_per_visit",schemaPath:"#/properties/points_per_visit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/points_per_visit",schemaPath:"#/properties/points_per_visit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.rewards !== undefined){
let data5 = data.rewards;
if(Array.isArray(data5)){
if(data5.length > 20){
const err18 = {instancePath:instancePath+"/rewards",schemaPath:"#/properties/rewards/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.length < 1){
const err19 = {instancePath:instancePath+"/rewards",schemaPath:"#/properties/rewards/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs29 = errors;
let valid4 = true;
const _errs30 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing0;
if((data6.type === undefined) && (missing0 = "type")){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
if(data6.type !== undefined){
if("percent" !== data6.type){
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
}
var _valid0 = _errs30 === errors;
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs32 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.value === undefined){
const err22 = {instancePath:instancePath+"/rewards/" + i0,schemaPath:"#/properties/rewards/items/allOf/0/then/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data6.value !== undefined){
let data8 = data6.value;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 100 || isNaN(data8)){
const err23 = {instancePath:instancePath+"/rewards/" + i0+"/value",schemaPath:"#/properties/rewards/items/allOf/0/then/properties/value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8 <= 0 || isNaN(data8)){
const err24 = {instancePath:instancePath+"/rewards/" + i0+"/value",schemaPath:"#/properties/rewards/items/allOf/0/then/properties/value/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/rewards/" + i0+"/value",schemaPath:"#/properties/rewards/items/allOf/0/then/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
var _valid0 = _errs32 === errors;
valid4 = _valid0;
}
if(!valid4){
const err26 = {instancePath:instancePath+"/rewards/" + i0,schemaPath:"#/properties/rewards/items/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const _errs36 = errors;
let valid7 = true;
const _errs37 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing1;
if((data6.type === undefined) && (missing1 = "type")){
const err27 = {};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
if(data6.type !== undefined){
if("amount" !== data6.type){
const err28 = {};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
}
var _valid1 = _errs37 === errors;
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs39 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.value === undefined){
const err29 = {instancePath:instancePath+"/rewards/" + i0,schemaPath:"#/properties/rewards/items/allOf/1/then/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data6.value !== undefined){
let data10 = data6.value;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 <= 0 || isNaN(data10)){
const err30 = {instancePath:instancePath+"/rewards/" + i0+"/value",schemaPath:"#/properties/rewards/items/allOf/1/then/properties/value/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/rewards/" + i0+"/value",schemaPath:"#/properties/rewards/items/allOf/1/then/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
var _valid1 = _errs39 === errors;
valid7 = _valid1;
}
if(!valid7){
const err32 = {instancePath:instancePath+"/rewards/" + i0,schemaPath:"#/properties/rewards/items/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const _errs44 = errors;
let valid10 = true;
const _errs45 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing2;
if((data6.type === undefined) && (missing2 = "type")){
const err33 = {};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
if(data6.type !== undefined){
if("item" !== data6.type){
const err34 = {};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
}
var _valid2 = _errs45 === errors;
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs47 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.menu_item_id === undefined){
const err35 = {instancePath:instancePath+"/rewards/" + i0,schemaPath:"#/properties/rewards/items/allOf/2/then/required",keyword:"required",params:{missingProperty: "menu_item_id"},message:"must have required property '"+"menu_item_id"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data6.menu_item_id !== undefined){
if(typeof data6.menu_item_id !== "string"){
const err36 = {instancePath:instancePath+"/rewards/" + i0+"/menu_item_id",schemaPath:"#/properties/rewards/items/allOf/2/then/properties/menu_item_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
var _valid2 = _errs47 === errors;
valid10 = _valid2;
}
if(!valid10){
const err37 = {instancePath:instancePath+"/rewards/" + i0,schemaPath:"#/properties/rewards/items/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const _errs52 = errors;
let valid13 = true;
const _errs53 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing3;
if((data6.type === undefined) && (missing3 = "type")){
const err38 = {};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
if(data6.type !== undefined){
if("coupon" !== data6.type){
const err39 = {};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
}
var _valid3 = _errs53 === errors;
errors = _errs52;
if(vErrors !== null){
if(_errs52){
vErrors.length = _errs52;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs55 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.coupon_id === undefined){
const err40 = {instancePath:instancePath+"/rewards/" + i0,schemaPath:"#/properties/rewards/items/allOf/3/then/required",keyword:"required",params:{missingProperty: "coupon_id"},message:"must have required property '"+"coupon_id"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data6.coupon_id !== undefined){
if(typeof data6.coupon_id !== "string"){
const err41 = {instancePath:instancePath+"/rewards/" + i0+"/coupon_id",schemaPath:"#/properties/rewards/items/allOf/3/then/properties/coupon_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
var _valid3 = _errs55 === errors;
valid13 = _valid3;
}
if(!valid13){
const err42 = {instancePath:instancePath+"/rewards/" + i0,schemaPath:"#/properties/rewards/items/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.points === undefined){
const err43 = {instancePath:instancePath+"/rewards/" + i0,schemaPath:"#/properties/rewards/items/required",keyword:"required",params:{missingProperty: "points"},message:"must have required property '"+"points"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data6.name === undefined){
const err44 = {instancePath:instancePath+"/rewards/" + i0,schemaPath:"#/properties/rewards/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data6.type === undefined){
const err45 = {instancePath:instancePath+"/rewards/" + i0,schemaPath:"#/properties/rewards/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key1 in data6){
if(!((((((key1 === "points") || (key1 === "name")) || (key1 === "type")) || (key1 === "value")) || (key1 === "menu_item_id")) || (key1 === "coupon_id"))){
const err46 = {instancePath:instancePath+"/rewards/" + i0,schemaPath:"#/properties/rewards/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data6.points !== undefined){
let data15 = data6.points;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err47 = {instancePath:instancePath+"/rewards/" + i0+"/points",schemaPath:"#/properties/rewards/items/properties/points/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 10000000 || isNaN(data15)){
const err48 = {instancePath:instancePath+"/rewards/" + i0+"/points",schemaPath:"#/properties/rewards/items/properties/points/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data15 < 1 || isNaN(data15)){
const err49 = {instancePath:instancePath+"/rewards/" + i0+"/points",schemaPath:"#/properties/rewards/items/properties/points/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data6.name !== undefined){
let data16 = data6.name;
if(typeof data16 === "string"){
if(func3(data16) > 60){
const err50 = {instancePath:instancePath+"/rewards/" + i0+"/name",schemaPath:"#/properties/rewards/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(func3(data16) < 1){
const err51 = {instancePath:instancePath+"/rewards/" + i0+"/name",schemaPath:"#/properties/rewards/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/rewards/" + i0+"/name",schemaPath:"#/properties/rewards/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data6.type !== undefined){
let data17 = data6.type;
if(typeof data17 !== "string"){
const err53 = {instancePath:instancePath+"/rewards/" + i0+"/type",schemaPath:"#/properties/rewards/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(!((((data17 === "percent") || (data17 === "amount")) || (data17 === "item")) || (data17 === "coupon"))){
const err54 = {instancePath:instancePath+"/rewards/" + i0+"/type",schemaPath:"#/properties/rewards/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema34.properties.rewards.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data6.value !== undefined){
let data18 = data6.value;
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 9999999.99 || isNaN(data18)){
const err55 = {instancePath:instancePath+"/rewards/" + i0+"/value",schemaPath:"#/properties/rewards/items/properties/value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data18 < 0 || isNaN(data18)){
const err56 = {instancePath:instancePath+"/rewards/" + i0+"/value",schemaPath:"#/properties/rewards/items/properties/value/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(Math.abs(Math.round(data18 * 100) - data18 * 100) > 1e-6){
const err57 = {instancePath:instancePath+"/rewards/" + i0+"/value",schemaPath:"#/properties/rewards/items/properties/value/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/rewards/" + i0+"/value",schemaPath:"#/properties/rewards/items/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data6.menu_item_id !== undefined){
let data19 = data6.menu_item_id;
if(typeof data19 === "string"){
if(!pattern1.test(data19)){
const err59 = {instancePath:instancePath+"/rewards/" + i0+"/menu_item_id",schemaPath:"#/properties/rewards/items/properties/menu_item_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/rewards/" + i0+"/menu_item_id",schemaPath:"#/properties/rewards/items/properties/menu_item_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data6.coupon_id !== undefined){
let data20 = data6.coupon_id;
if(typeof data20 === "string"){
if(!pattern1.test(data20)){
const err61 = {instancePath:instancePath+"/rewards/" + i0+"/coupon_id",schemaPath:"#/properties/rewards/items/properties/coupon_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/rewards/" + i0+"/coupon_id",schemaPath:"#/properties/rewards/items/properties/coupon_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/rewards/" + i0,schemaPath:"#/properties/rewards/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/rewards",schemaPath:"#/properties/rewards/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.status !== undefined){
let data21 = data.status;
if(typeof data21 !== "string"){
const err65 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(!((data21 === "active") || (data21 === "inactive"))){
const err66 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema34.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}

export const validateMenuItem = validate34;
const schema35 = {"$id":"menu-item","title":"Menu item","type":"object","x-resource":{"type":"MenuItem","plural":"MenuItems","route":"menu-items","section":"menu-items","order":1,"icon":"RestaurantMenu","list":["name","category_id","prices","tax_id","modifier_group_ids","online_sale","status"],"sort":{"field":"name","order":"ASC"},"search":["name","description","barcode"],"filterVariants":true},"x-access":{"module":"menu-items","permission":"menu-items"},"x-unique":[["name"]],"required":["name","category_id","prices"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"description":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"}},"category_id":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"category","where":{"visible":true},"whereMessage":"errors.menuItem.categoryNotVisible","deleteGuard":"errors.guard.categoryHasItems"}},"prices":{"type":"array","minItems":1,"maxItems":6,"x-messages":{"maxItems":"validation.pricesLimit","minItems":"validation.pricesRequired"},"items":{"type":"object","required":["description","price"],"additionalProperties":false,"properties":{"description":{"type":"string","minLength":1,"maxLength":50,"x-trim":true},"price":{"description":"A currency-style amount: never negative, at most two decimals.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money"}}}},"x-ui":{"group":"pricing"}},"tax_id":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"tax","deleteGuard":"errors.guard.taxHasItems"},"x-ui":{"group":"pricing"}},"receipt_name":{"type":"string","maxLength":40,"x-ui":{"group":"kitchen"},"x-trim":true},"kitchen_name":{"type":"string","maxLength":40,"x-ui":{"group":"kitchen"},"x-trim":true},"kitchen_printer_id":{"description":"Where the item's orders print in the kitchen.","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"kitchen-printer","deleteGuard":"errors.guard.kitchenPrinterHasItems"},"x-ui":{"group":"kitchen"}},"pos_name":{"description":"Shown on the POS buttons instead of the name.","type":"string","maxLength":40,"x-trim":true,"x-ui":{"group":"kitchen"}},"olo_name":{"description":"Shown on online ordering instead of the name.","type":"string","maxLength":80,"x-trim":true,"x-ui":{"group":"kitchen"}},"barcode":{"description":"A UPC or EAN code: 8, 12, 13 or 14 digits, the last one checking the others.","type":"string","pattern":"^([0-9]{8}|[0-9]{12,14})$","x-gtin":true,"x-trim":true,"x-messages":{"pattern":"validation.barcode","x-gtin":"validation.barcodeCheckDigit"},"x-ui":{"group":"kitchen"}},"cost":{"description":"A currency-style amount: never negative, at most two decimals.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money","group":"pricing"}},"online_sale":{"type":"boolean","default":true,"x-ui":{"group":"channels"}},"kiosk_sale":{"type":"boolean","default":true,"x-ui":{"group":"channels"}},"open_price":{"type":"boolean","default":false,"x-ui":{"group":"pricing"}},"sold_by_weight":{"type":"boolean","default":false,"x-ui":{"group":"pricing"}},"countdown_quantity":{"description":"Portions left to sell today; the POS counts down and stops at zero. Empty: no limit.","type":"integer","minimum":0,"maximum":100000,"x-ui":{"group":"pricing"}},"nutritional_info":{"type":"string","maxLength":1000,"x-trim":true,"x-ui":{"group":"channels","widget":"multiline"}},"availability":{"description":"When the item is offered; empty: whenever the store is open.","type":"object","additionalProperties":false,"properties":{"from":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},"to":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},"hours":{"type":"array","maxItems":28,"items":{"type":"object","additionalProperties":false,"required":["day","start","end"],"properties":{"day":{"type":"string","enum":["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]},"start":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$"},"end":{"type":"string","pattern":"^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"}}}}},"x-schedule":{"dates":"optional","hoursRequired":false,"emptyIsAlways":true},"x-ui":{"group":"availability"}},"modifier_group_ids":{"type":"array","maxItems":20,"items":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},"x-ref":{"resource":"modifier-group","deleteGuard":"errors.guard.modifierGroupHasItems","ownerDeleteGuard":"errors.guard.menuItemHasModifiers"},"x-ui":{"group":"modifiers"}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};
const pattern45 = new RegExp("^([0-9]{8}|[0-9]{12,14})$", "u");

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="menu-item" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.category_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "category_id"},message:"must have required property '"+"category_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.prices === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prices"},message:"must have required property '"+"prices"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema35.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func3(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func3(data1) > 500){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.category_id !== undefined){
let data2 = data.category_id;
if(typeof data2 === "string"){
if(!pattern1.test(data2)){
const err9 = {instancePath:instancePath+"/category_id",schemaPath:"#/properties/category_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/category_id",schemaPath:"#/properties/category_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.prices !== undefined){
let data3 = data.prices;
if(Array.isArray(data3)){
if(data3.length > 6){
const err11 = {instancePath:instancePath+"/prices",schemaPath:"#/properties/prices/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.length < 1){
const err12 = {instancePath:instancePath+"/prices",schemaPath:"#/properties/prices/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.description === undefined){
const err13 = {instancePath:instancePath+"/prices/" + i0,schemaPath:"#/properties/prices/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4.price === undefined){
const err14 = {instancePath:instancePath+"/prices/" + i0,schemaPath:"#/properties/prices/items/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data4){
if(!((key1 === "description") || (key1 === "price"))){
const err15 = {instancePath:instancePath+"/prices/" + i0,schemaPath:"#/properties/prices/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data4.description !== undefined){
let data5 = data4.description;
if(typeof data5 === "string"){
if(func3(data5) > 50){
const err16 = {instancePath:instancePath+"/prices/" + i0+"/description",schemaPath:"#/properties/prices/items/properties/description/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func3(data5) < 1){
const err17 = {instancePath:instancePath+"/prices/" + i0+"/description",schemaPath:"#/properties/prices/items/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/prices/" + i0+"/description",schemaPath:"#/properties/prices/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.price !== undefined){
let data6 = data4.price;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 9999999.99 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/prices/" + i0+"/price",schemaPath:"#/properties/prices/items/properties/price/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/prices/" + i0+"/price",schemaPath:"#/properties/prices/items/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(Math.abs(Math.round(data6 * 100) - data6 * 100) > 1e-6){
const err21 = {instancePath:instancePath+"/prices/" + i0+"/price",schemaPath:"#/properties/prices/items/properties/price/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/prices/" + i0+"/price",schemaPath:"#/properties/prices/items/properties/price/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/prices/" + i0,schemaPath:"#/properties/prices/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/prices",schemaPath:"#/properties/prices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.tax_id !== undefined){
let data7 = data.tax_id;
if(typeof data7 === "string"){
if(!pattern1.test(data7)){
const err25 = {instancePath:instancePath+"/tax_id",schemaPath:"#/properties/tax_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/tax_id",schemaPath:"#/properties/tax_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.receipt_name !== undefined){
let data8 = data.receipt_name;
if(typeof data8 === "string"){
if(func3(data8) > 40){
const err27 = {instancePath:instancePath+"/receipt_name",schemaPath:"#/properties/receipt_name/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/receipt_name",schemaPath:"#/properties/receipt_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.kitchen_name !== undefined){
let data9 = data.kitchen_name;
if(typeof data9 === "string"){
if(func3(data9) > 40){
const err29 = {instancePath:instancePath+"/kitchen_name",schemaPath:"#/properties/kitchen_name/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/kitchen_name",schemaPath:"#/properties/kitchen_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.kitchen_printer_id !== undefined){
let data10 = data.kitchen_printer_id;
if(typeof data10 === "string"){
if(!pattern1.test(data10)){
const err31 = {instancePath:instancePath+"/kitchen_printer_id",schemaPath:"#/properties/kitchen_printer_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/kitchen_printer_id",schemaPath:"#/properties/kitchen_printer_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.pos_name !== undefined){
let data11 = data.pos_name;
if(typeof data11 === "string"){
if(func3(data11) > 40){
const err33 = {instancePath:instancePath+"/pos_name",schemaPath:"#/properties/pos_name/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/pos_name",schemaPath:"#/properties/pos_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.olo_name !== undefined){
let data12 = data.olo_name;
if(typeof data12 === "string"){
if(func3(data12) > 80){
const err35 = {instancePath:instancePath+"/olo_name",schemaPath:"#/properties/olo_name/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/olo_name",schemaPath:"#/properties/olo_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.barcode !== undefined){
let data13 = data.barcode;
if(typeof data13 === "string"){
if(!pattern45.test(data13)){
const err37 = {instancePath:instancePath+"/barcode",schemaPath:"#/properties/barcode/pattern",keyword:"pattern",params:{pattern: "^([0-9]{8}|[0-9]{12,14})$"},message:"must match pattern \""+"^([0-9]{8}|[0-9]{12,14})$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(/^[0-9]+$/.test(data13) && ((s) => { let t = 0; for (let i = s.length - 2, w = 3; i >= 0; i--, w = 4 - w) t += (s.charCodeAt(i) - 48) * w; return (10 - (t % 10)) % 10 !== s.charCodeAt(s.length - 1) - 48; })(data13)){
const err38 = {instancePath:instancePath+"/barcode",schemaPath:"#/properties/barcode/x-gtin",keyword:"x-gtin",params:{},message:"wrong check digit"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/barcode",schemaPath:"#/properties/barcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.cost !== undefined){
let data14 = data.cost;
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 9999999.99 || isNaN(data14)){
const err40 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err41 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(Math.abs(Math.round(data14 * 100) - data14 * 100) > 1e-6){
const err42 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.online_sale !== undefined){
if(typeof data.online_sale !== "boolean"){
const err44 = {instancePath:instancePath+"/online_sale",schemaPath:"#/properties/online_sale/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.kiosk_sale !== undefined){
if(typeof data.kiosk_sale !== "boolean"){
const err45 = {instancePath:instancePath+"/kiosk_sale",schemaPath:"#/properties/kiosk_sale/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.open_price !== undefined){
if(typeof data.open_price !== "boolean"){
const err46 = {instancePath:instancePath+"/open_price",schemaPath:"#/properties/open_price/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.sold_by_weight !== undefined){
if(typeof data.sold_by_weight !== "boolean"){
const err47 = {instancePath:instancePath+"/sold_by_weight",schemaPath:"#/properties/sold_by_weight/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.countdown_quantity !== undefined){
let data19 = data.countdown_quantity;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err48 = {instancePath:instancePath+"/countdown_quantity",schemaPath:"#/properties/countdown_quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 100000 || isNaN(data19)){
const err49 = {instancePath:instancePath+"/countdown_quantity",schemaPath:"#/properties/countdown_quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data19 < 0 || isNaN(data19)){
const err50 = {instancePath:instancePath+"/countdown_quantity",schemaPath:"#/properties/countdown_quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
if(data.nutritional_info !== undefined){
let data20 = data.nutritional_info;
if(typeof data20 === "string"){
if(func3(data20) > 1000){
const err51 = {instancePath:instancePath+"/nutritional_info",schemaPath:"#/properties/nutritional_info/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/nutritional_info",schemaPath:"#/properties/nutritional_info/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.availability !== undefined){
let data21 = data.availability;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key2 in data21){
if(!(((key2 === "from") || (key2 === "to")) || (key2 === "hours"))){
const err53 = {instancePath:instancePath+"/availability",schemaPath:"#/properties/availability/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data21.from !== undefined){
let data22 = data21.from;
if(typeof data22 === "string"){
if(!pattern4.test(data22)){
const err54 = {instancePath:instancePath+"/availability/from",schemaPath:"#/properties/availability/properties/from/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/availability/from",schemaPath:"#/properties/availability/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data21.to !== undefined){
let data23 = data21.to;
if(typeof data23 === "string"){
if(!pattern4.test(data23)){
const err56 = {instancePath:instancePath+"/availability/to",schemaPath:"#/properties/availability/properties/to/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/availability/to",schemaPath:"#/properties/availability/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data21.hours !== undefined){
let data24 = data21.hours;
if(Array.isArray(data24)){
if(data24.length > 28){
const err58 = {instancePath:instancePath+"/availability/hours",schemaPath:"#/properties/availability/properties/hours/maxItems",keyword:"maxItems",params:{limit: 28},message:"must NOT have more than 28 items"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
const len1 = data24.length;
for(let i1=0; i1<len1; i1++){
let data25 = data24[i1];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.day === undefined){
const err59 = {instancePath:instancePath+"/availability/hours/" + i1,schemaPath:"#/properties/availability/properties/hours/items/required",keyword:"required",params:{missingProperty: "day"},message:"must have required property '"+"day"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data25.start === undefined){
const err60 = {instancePath:instancePath+"/availability/hours/" + i1,schemaPath:"#/properties/availability/properties/hours/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data25.end === undefined){
const err61 = {instancePath:instancePath+"/availability/hours/" + i1,schemaPath:"#/properties/availability/properties/hours/items/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
for(const key3 in data25){
if(!(((key3 === "day") || (key3 === "start")) || (key3 === "end"))){
const err62 = {instancePath:instancePath+"/availability/hours/" + i1,schemaPath:"#/properties/availability/properties/hours/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data25.day !== undefined){
let data26 = data25.day;
if(typeof data26 !== "string"){
const err63 = {instancePath:instancePath+"/availability/hours/" + i1+"/day",schemaPath:"#/properties/availability/properties/hours/items/properties/day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(!(((((((data26 === "monday") || (data26 === "tuesday")) || (data26 === "wednesday")) || (data26 === "thursday")) || (data26 === "friday")) || (data26 === "saturday")) || (data26 === "sunday"))){
const err64 = {instancePath:instancePath+"/availability/hours/" + i1+"/day",schemaPath:"#/properties/availability/properties/hours/items/properties/day/enum",keyword:"enum",params:{allowedValues: schema35.properties.availability.properties.hours.items.properties.day.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data25.start !== undefined){
let data27 = data25.start;
if(typeof data27 === "string"){
if(!pattern6.test(data27)){
const err65 = {instancePath:instancePath+"/availability/hours/" + i1+"/start",schemaPath:"#/properties/availability/properties/hours/items/properties/start/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/availability/hours/" + i1+"/start",schemaPath:"#/properties/availability/properties/hours/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data25.end !== undefined){
let data28 = data25.end;
if(typeof data28 === "string"){
if(!pattern7.test(data28)){
const err67 = {instancePath:instancePath+"/availability/hours/" + i1+"/end",schemaPath:"#/properties/availability/properties/hours/items/properties/end/pattern",keyword:"pattern",params:{pattern: "^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"},message:"must match pattern \""+"^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"+"\""};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/availability/hours/" + i1+"/end",schemaPath:"#/properties/availability/properties/hours/items/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/availability/hours/" + i1,schemaPath:"#/properties/availability/properties/hours/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/availability/hours",schemaPath:"#/properties/availability/properties/hours/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/availability",schemaPath:"#/properties/availability/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.modifier_group_ids !== undefined){
let data29 = data.modifier_group_ids;
if(Array.isArray(data29)){
if(data29.length > 20){
const err72 = {instancePath:instancePath+"/modifier_group_ids",schemaPath:"#/properties/modifier_group_ids/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
const len2 = data29.length;
for(let i2=0; i2<len2; i2++){
let data30 = data29[i2];
if(typeof data30 === "string"){
if(!pattern1.test(data30)){
const err73 = {instancePath:instancePath+"/modifier_group_ids/" + i2,schemaPath:"#/properties/modifier_group_ids/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/modifier_group_ids/" + i2,schemaPath:"#/properties/modifier_group_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/modifier_group_ids",schemaPath:"#/properties/modifier_group_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.status !== undefined){
let data31 = data.status;
if(typeof data31 !== "string"){
const err76 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(!((data31 === "active") || (data31 === "inactive"))){
const err77 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema35.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}

export const validateModifierGroup = validate35;
const schema36 = {"$id":"modifier-group","title":"Modifier group","description":"Choices offered with a menu item (Steak temperature, Extras): how many may, must and are free to be chosen, and with which prefixes.","type":"object","x-resource":{"type":"ModifierGroup","plural":"ModifierGroups","route":"modifier-group","section":"menu-items","order":4,"icon":"Checklist","list":["name","min","max","free","modifier_item_ids","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"menu-items","permission":"modifier-group"},"x-unique":[["name"]],"x-rules":[{"field":"max","op":">","than":0,"message":"validation.modifierGroup.maxAboveZero"},{"field":"min","op":"<=","than":"max","message":"validation.modifierGroup.minBelowMax"},{"field":"free","op":"<=","than":"max","message":"validation.modifierGroup.freeBelowMax"}],"required":["name","prefix_ids","modifier_item_ids"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"min":{"description":"Choices that must be made (0: optional).","type":"integer","minimum":0,"maximum":50,"default":0,"x-ui":{"group":"quantities"}},"max":{"description":"Choices that may be made.","type":"integer","minimum":0,"maximum":50,"default":1,"x-ui":{"group":"quantities"}},"free":{"description":"Choices that cost nothing; the others add their price.","type":"integer","minimum":0,"maximum":50,"default":0,"x-ui":{"group":"quantities"}},"prefix_ids":{"type":"array","minItems":1,"maxItems":20,"items":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},"x-ref":{"resource":"modifier-prefix","deleteGuard":"errors.guard.prefixInGroups"},"x-messages":{"minItems":"validation.modifierGroup.prefixRequired"}},"modifier_item_ids":{"type":"array","minItems":1,"maxItems":100,"items":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},"x-ref":{"resource":"modifier-item","deleteGuard":"errors.guard.modifierItemInGroups"},"x-messages":{"minItems":"validation.modifierGroup.itemsRequired"}},"online_ordering":{"description":"Offered on online ordering: needs the prefix Add or Extra.","type":"boolean","default":false,"x-ui":{"group":"channels"}},"kiosk":{"description":"Offered on the kiosk: needs the prefix Add.","type":"boolean","default":false,"x-ui":{"group":"channels"}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="modifier-group" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.prefix_ids === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prefix_ids"},message:"must have required property '"+"prefix_ids"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.modifier_item_ids === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modifier_item_ids"},message:"must have required property '"+"modifier_item_ids"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema36.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func3(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.min !== undefined){
let data1 = data.min;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/min",schemaPath:"#/properties/min/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/min",schemaPath:"#/properties/min/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/min",schemaPath:"#/properties/min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.max !== undefined){
let data2 = data.max;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/max",schemaPath:"#/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 50 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/max",schemaPath:"#/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/max",schemaPath:"#/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.free !== undefined){
let data3 = data.free;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err13 = {instancePath:instancePath+"/free",schemaPath:"#/properties/free/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 50 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/free",schemaPath:"#/properties/free/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/free",schemaPath:"#/properties/free/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.prefix_ids !== undefined){
let data4 = data.prefix_ids;
if(Array.isArray(data4)){
if(data4.length > 20){
const err16 = {instancePath:instancePath+"/prefix_ids",schemaPath:"#/properties/prefix_ids/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4.length < 1){
const err17 = {instancePath:instancePath+"/prefix_ids",schemaPath:"#/properties/prefix_ids/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 === "string"){
if(!pattern1.test(data5)){
const err18 = {instancePath:instancePath+"/prefix_ids/" + i0,schemaPath:"#/properties/prefix_ids/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/prefix_ids/" + i0,schemaPath:"#/properties/prefix_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/prefix_ids",schemaPath:"#/properties/prefix_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.modifier_item_ids !== undefined){
let data6 = data.modifier_item_ids;
if(Array.isArray(data6)){
if(data6.length > 100){
const err21 = {instancePath:instancePath+"/modifier_item_ids",schemaPath:"#/properties/modifier_item_ids/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data6.length < 1){
const err22 = {instancePath:instancePath+"/modifier_item_ids",schemaPath:"#/properties/modifier_item_ids/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(typeof data7 === "string"){
if(!pattern1.test(data7)){
const err23 = {instancePath:instancePath+"/modifier_item_ids/" + i1,schemaPath:"#/properties/modifier_item_ids/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/modifier_item_ids/" + i1,schemaPath:"#/properties/modifier_item_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/modifier_item_ids",schemaPath:"#/properties/modifier_item_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.online_ordering !== undefined){
if(typeof data.online_ordering !== "boolean"){
const err26 = {instancePath:instancePath+"/online_ordering",schemaPath:"#/properties/online_ordering/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.kiosk !== undefined){
if(typeof data.kiosk !== "boolean"){
const err27 = {instancePath:instancePath+"/kiosk",schemaPath:"#/properties/kiosk/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.status !== undefined){
let data10 = data.status;
if(typeof data10 !== "string"){
const err28 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!((data10 === "active") || (data10 === "inactive"))){
const err29 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema36.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}

export const validateModifierItem = validate36;
const schema37 = {"$id":"modifier-item","title":"Modifier item","description":"A choice within a modifier group: Rare, Bacon, Extra cheese…, with what it adds to the price.","type":"object","x-resource":{"type":"ModifierItem","plural":"ModifierItems","route":"modifier-items","section":"menu-items","order":3,"icon":"Tune","list":["name","price","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"menu-items","permission":"modifier-items"},"x-unique":[["name"]],"required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"price":{"description":"A currency-style amount: never negative, at most two decimals.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money"},"default":0},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="modifier-item" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "price")) || (key0 === "status"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func3(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.price !== undefined){
let data1 = data.price;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9999999.99 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(Math.abs(Math.round(data1 * 100) - data1 * 100) > 1e-6){
const err7 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/price",schemaPath:"#/properties/price/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data2 === "active") || (data2 === "inactive"))){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema37.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}

export const validateModifierPrefix = validate37;
const schema38 = {"$id":"modifier-prefix","title":"Modifier prefix","description":"A word put before a modifier on the ticket: Add, Extra, No, Light, Side…","type":"object","x-resource":{"type":"ModifierPrefix","plural":"ModifierPrefixes","route":"modifier-prefix","section":"menu-items","order":2,"icon":"TextIncrease","list":["name","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"menu-items","permission":"modifier-prefix"},"x-unique":[["name"]],"required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":30,"x-trim":true},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="modifier-prefix" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "status"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 30){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func3(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.status !== undefined){
let data1 = data.status;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data1 === "active") || (data1 === "inactive"))){
const err6 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema38.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}

export const validateOnlineOrderingSettings = validate38;
const schema39 = {"$id":"online-ordering-settings","title":"Online ordering settings","description":"How the store sells online (Online Ordering Settings page): whether online ordering is on, its banners for the web and for phones, how long pickup and delivery orders take, the smallest online order and what guests read while ordering is closed or off. Kept in the store's own record, where the online ordering API reads it. The pickup and delivery hours stay in Store info's opening hours; which order types are offered online, on each order type.","type":"object","x-resource":{"type":"OnlineOrderingSetting","plural":"OnlineOrderingSettings","route":"store-settings","page":"/pages/store-settings","table":"store_info","section":"online-ordering","order":3,"icon":"Settings","list":["online_ordering"],"sort":{"field":"online_ordering","order":"ASC"},"singleton":true},"x-access":{"module":"online-ordering","permission":"store-settings"},"additionalProperties":false,"properties":{"online_ordering":{"description":"Guests may place orders online; off, the online ordering API refuses every order with the closed message.","type":"boolean","default":false,"x-ui":{"group":"ordering"}},"web_banner_id":{"description":"The banner the ordering site shows on a computer, uploaded for it (POST /api/media?use=olo-banner-web); required while online ordering is on.","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"media","where":{"use":"olo-banner-web"},"whereMessage":"validation.onlineOrderingSettings.bannerUse"},"x-messages":{"required":"validation.onlineOrderingSettings.bannersRequired"},"x-ui":{"group":"banners"}},"mobile_banner_id":{"description":"The banner the ordering site shows on a phone, uploaded for it (POST /api/media?use=olo-banner-mobile); required while online ordering is on.","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"media","where":{"use":"olo-banner-mobile"},"whereMessage":"validation.onlineOrderingSettings.bannerUse"},"x-messages":{"required":"validation.onlineOrderingSettings.bannersRequired"},"x-ui":{"group":"banners"}},"pickup_minutes":{"description":"How long a pickup order takes to be ready, in minutes: the time told to the guest is when it was placed plus this.","type":"integer","minimum":0,"maximum":240,"default":20,"x-ui":{"group":"orders"}},"delivery_minutes":{"description":"How long a delivery order takes to arrive, in minutes: the time promised to the guest is when it was placed plus this.","type":"integer","minimum":5,"maximum":240,"default":45,"x-ui":{"group":"orders"}},"online_minimum_order":{"description":"The smallest subtotal of any online order, pickup or delivery; 0 for any. Delivery's own minimum (General Settings, Delivery tab) applies to delivery orders besides.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money","group":"orders"},"default":0},"closed_message":{"description":"What guests read when ordering is closed or off; without one they read the standard sentence.","type":"string","maxLength":200,"x-trim":true,"x-ui":{"widget":"multiline","group":"ordering"}}},"allOf":[{"$comment":"Online banner needs web and mobile images (SPEC §9).","if":{"properties":{"online_ordering":{"const":true}},"required":["online_ordering"]},"then":{"properties":{"web_banner_id":true,"mobile_banner_id":true},"required":["web_banner_id","mobile_banner_id"]}}]};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="online-ordering-settings" */;
let vErrors = null;
let errors = 0;
const _errs3 = errors;
let valid1 = true;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.online_ordering === undefined) && (missing0 = "online_ordering")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.online_ordering !== undefined){
if(true !== data.online_ordering){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs4 === errors;
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.web_banner_id === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "web_banner_id"},message:"must have required property '"+"web_banner_id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.mobile_banner_id === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "mobile_banner_id"},message:"must have required property '"+"mobile_banner_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "online_ordering") || (key0 === "web_banner_id")) || (key0 === "mobile_banner_id")) || (key0 === "pickup_minutes")) || (key0 === "delivery_minutes")) || (key0 === "online_minimum_order")) || (key0 === "closed_message"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.online_ordering !== undefined){
if(typeof data.online_ordering !== "boolean"){
const err6 = {instancePath:instancePath+"/online_ordering",schemaPath:"#/properties/online_ordering/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.web_banner_id !== undefined){
let data2 = data.web_banner_id;
if(typeof data2 === "string"){
if(!pattern1.test(data2)){
const err7 = {instancePath:instancePath+"/web_banner_id",schemaPath:"#/properties/web_banner_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/web_banner_id",schemaPath:"#/properties/web_banner_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.mobile_banner_id !== undefined){
let data3 = data.mobile_banner_id;
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
const err9 = {instancePath:instancePath+"/mobile_banner_id",schemaPath:"#/properties/mobile_banner_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/mobile_banner_id",schemaPath:"#/properties/mobile_banner_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.pickup_minutes !== undefined){
let data4 = data.pickup_minutes;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/pickup_minutes",schemaPath:"#/properties/pickup_minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 240 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/pickup_minutes",schemaPath:"#/properties/pickup_minutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 240},message:"must be <= 240"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/pickup_minutes",schemaPath:"#/properties/pickup_minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.delivery_minutes !== undefined){
let data5 = data.delivery_minutes;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err14 = {instancePath:instancePath+"/delivery_minutes",schemaPath:"#/properties/delivery_minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 240 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/delivery_minutes",schemaPath:"#/properties/delivery_minutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 240},message:"must be <= 240"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5 < 5 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/delivery_minutes",schemaPath:"#/properties/delivery_minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 5},message:"must be >= 5"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.online_minimum_order !== undefined){
let data6 = data.online_minimum_order;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 9999999.99 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/online_minimum_order",schemaPath:"#/properties/online_minimum_order/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/online_minimum_order",schemaPath:"#/properties/online_minimum_order/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(Math.abs(Math.round(data6 * 100) - data6 * 100) > 1e-6){
const err19 = {instancePath:instancePath+"/online_minimum_order",schemaPath:"#/properties/online_minimum_order/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/online_minimum_order",schemaPath:"#/properties/online_minimum_order/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.closed_message !== undefined){
let data7 = data.closed_message;
if(typeof data7 === "string"){
if(func3(data7) > 200){
const err21 = {instancePath:instancePath+"/closed_message",schemaPath:"#/properties/closed_message/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/closed_message",schemaPath:"#/properties/closed_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}

export const validateOrderType = validate39;
const schema40 = {"$id":"order-type","title":"Order type","description":"How an order is served (dine in, take out, delivery…): what the POS asks for and where the type is offered. One is the POS's default.","type":"object","x-resource":{"type":"OrderType","plural":"OrderTypes","route":"order-type","section":"operations","order":1,"icon":"RoomService","list":["name","pos_default","prompt_at","pos","olo","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true,"guardedDelete":true,"firstIsDefault":true},"x-access":{"module":"operations","permission":"order-type"},"x-unique":[["name"]],"x-single-default":"pos_default","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"pos_default":{"description":"The type a new order on the POS starts with; the store always has exactly one.","type":"boolean","default":false},"prompt_table_number":{"description":"The POS asks for the table number.","type":"boolean","default":false,"x-ui":{"group":"prompts"}},"prompt_name_only":{"description":"The POS asks for the customer's name only.","type":"boolean","default":false,"x-ui":{"group":"prompts"}},"prompt_customer_lookup":{"description":"The POS looks the customer up (phone, address).","type":"boolean","default":false,"x-ui":{"group":"prompts"}},"prompt_at":{"description":"Whether the POS asks at the start or at the end of the order.","type":"string","enum":["start","end"],"default":"start","x-ui":{"group":"prompts"}},"pos":{"type":"boolean","default":true,"x-ui":{"group":"channels"}},"olo":{"type":"boolean","default":false,"x-ui":{"group":"channels"}},"mobile":{"type":"boolean","default":false,"x-ui":{"group":"channels"}},"kiosk":{"type":"boolean","default":false,"x-ui":{"group":"channels"}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="order-type" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema40.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func3(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.pos_default !== undefined){
if(typeof data.pos_default !== "boolean"){
const err5 = {instancePath:instancePath+"/pos_default",schemaPath:"#/properties/pos_default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.prompt_table_number !== undefined){
if(typeof data.prompt_table_number !== "boolean"){
const err6 = {instancePath:instancePath+"/prompt_table_number",schemaPath:"#/properties/prompt_table_number/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.prompt_name_only !== undefined){
if(typeof data.prompt_name_only !== "boolean"){
const err7 = {instancePath:instancePath+"/prompt_name_only",schemaPath:"#/properties/prompt_name_only/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.prompt_customer_lookup !== undefined){
if(typeof data.prompt_customer_lookup !== "boolean"){
const err8 = {instancePath:instancePath+"/prompt_customer_lookup",schemaPath:"#/properties/prompt_customer_lookup/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.prompt_at !== undefined){
let data5 = data.prompt_at;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/prompt_at",schemaPath:"#/properties/prompt_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data5 === "start") || (data5 === "end"))){
const err10 = {instancePath:instancePath+"/prompt_at",schemaPath:"#/properties/prompt_at/enum",keyword:"enum",params:{allowedValues: schema40.properties.prompt_at.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.pos !== undefined){
if(typeof data.pos !== "boolean"){
const err11 = {instancePath:instancePath+"/pos",schemaPath:"#/properties/pos/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.olo !== undefined){
if(typeof data.olo !== "boolean"){
const err12 = {instancePath:instancePath+"/olo",schemaPath:"#/properties/olo/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.mobile !== undefined){
if(typeof data.mobile !== "boolean"){
const err13 = {instancePath:instancePath+"/mobile",schemaPath:"#/properties/mobile/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.kiosk !== undefined){
if(typeof data.kiosk !== "boolean"){
const err14 = {instancePath:instancePath+"/kiosk",schemaPath:"#/properties/kiosk/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.status !== undefined){
let data10 = data.status;
if(typeof data10 !== "string"){
const err15 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data10 === "active") || (data10 === "inactive"))){
const err16 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema40.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}

export const validatePaidOut = validate40;
const schema41 = {"$id":"paid-out","title":"Paid out","description":"A reason money leaves the cash drawer (supplies, a delivery driver's tip…), and what the POS asks when it does.","type":"object","x-resource":{"type":"PaidOut","plural":"PaidOuts","route":"paid-out","section":"operations","order":6,"icon":"Outbox","list":["reason","manager_approval","open_cash_drawer","require_invoice","status"],"sort":{"field":"reason","order":"ASC"},"filterVariants":true,"title":["reason"]},"x-access":{"module":"operations","permission":"paid-out"},"x-unique":[["reason"]],"required":["reason"],"additionalProperties":false,"properties":{"reason":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"description":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"}},"manager_approval":{"type":"boolean","default":false,"x-ui":{"group":"pos"}},"open_cash_drawer":{"type":"boolean","default":true,"x-ui":{"group":"pos"}},"require_invoice":{"type":"boolean","default":false,"x-ui":{"group":"pos"}},"contact":{"description":"Who the money usually goes to (a supplier, a person).","type":"string","maxLength":120,"x-trim":true},"comment":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="paid-out" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.reason === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "reason") || (key0 === "description")) || (key0 === "manager_approval")) || (key0 === "open_cash_drawer")) || (key0 === "require_invoice")) || (key0 === "contact")) || (key0 === "comment")) || (key0 === "status"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.reason !== undefined){
let data0 = data.reason;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err2 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func3(data0) < 1){
const err3 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func3(data1) > 500){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.manager_approval !== undefined){
if(typeof data.manager_approval !== "boolean"){
const err7 = {instancePath:instancePath+"/manager_approval",schemaPath:"#/properties/manager_approval/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.open_cash_drawer !== undefined){
if(typeof data.open_cash_drawer !== "boolean"){
const err8 = {instancePath:instancePath+"/open_cash_drawer",schemaPath:"#/properties/open_cash_drawer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.require_invoice !== undefined){
if(typeof data.require_invoice !== "boolean"){
const err9 = {instancePath:instancePath+"/require_invoice",schemaPath:"#/properties/require_invoice/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.contact !== undefined){
let data5 = data.contact;
if(typeof data5 === "string"){
if(func3(data5) > 120){
const err10 = {instancePath:instancePath+"/contact",schemaPath:"#/properties/contact/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/contact",schemaPath:"#/properties/contact/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.comment !== undefined){
let data6 = data.comment;
if(typeof data6 === "string"){
if(func3(data6) > 500){
const err12 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.status !== undefined){
let data7 = data.status;
if(typeof data7 !== "string"){
const err14 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data7 === "active") || (data7 === "inactive"))){
const err15 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema41.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}

export const validatePayment = validate41;
const schema42 = {"$id":"payment","title":"Payment","description":"A way the store takes money (cash, a card, a gift card…), enabled or disabled on the POS.","type":"object","x-resource":{"type":"Payment","plural":"Payments","route":"payments","section":"operations","order":3,"icon":"Payments","list":["name","type","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true,"enableDisable":true},"x-access":{"module":"operations","permission":"payments"},"x-unique":[["name"]],"required":["name","type"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"type":{"description":"The payment category: how the POS handles it (a card is authorized, cash opens the drawer).","type":"string","enum":["cash","credit-card","debit-card","gift-card","house-account","check","other"],"default":"cash"},"platform":{"description":"The card platform that authorizes this payment type's cards (SPEC §3 payment platforms); none for cash and the like.","type":"string","enum":["DATAFAST","FLUIDPAY"]},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="payment" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "type")) || (key0 === "platform")) || (key0 === "status"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.type !== undefined){
let data1 = data.type;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((((data1 === "cash") || (data1 === "credit-card")) || (data1 === "debit-card")) || (data1 === "gift-card")) || (data1 === "house-account")) || (data1 === "check")) || (data1 === "other"))){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema42.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.platform !== undefined){
let data2 = data.platform;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data2 === "DATAFAST") || (data2 === "FLUIDPAY"))){
const err9 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/enum",keyword:"enum",params:{allowedValues: schema42.properties.platform.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data3 === "active") || (data3 === "inactive"))){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema42.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}

export const validatePayrollSettings = validate42;
const schema43 = {"$id":"payroll-settings","title":"Payroll settings","description":"The store's payroll rules (General Settings, Payroll tab): default rates for employees whose own compensation value is 0, overtime, and who answers for an order's payment. Kept in the store's own record, where payroll and the payroll and labor reports read them.","type":"object","x-resource":{"type":"PayrollSetting","plural":"PayrollSettings","route":"payroll-settings","page":"/pages/general-settings","table":"store_info","section":"settings","order":3,"icon":"Tune","list":["daily_rate"],"sort":{"field":"daily_rate","order":"ASC"},"singleton":true},"x-access":{"module":"settings-office","permission":"payroll-settings"},"additionalProperties":false,"properties":{"daily_rate":{"description":"Default amount a day for salaried employees paid daily whose own compensation value is 0.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money"},"default":0},"daily_hour_rate":{"description":"Default rate per hour for hourly employees paid daily whose own compensation value is 0.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money"},"default":0},"weekly_hour_rate":{"description":"Default rate per hour for hourly employees paid weekly whose own compensation value is 0.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money"},"default":0},"overtime_daily_hours":{"description":"Hours worked in one business day after which time is overtime; 0 for no daily overtime.","type":"number","minimum":0,"maximum":24,"x-decimals":2,"default":8,"x-ui":{"widget":"quantity"}},"overtime_weekly_hours":{"description":"Regular hours worked in one week after which time is overtime; 0 for no weekly overtime.","type":"number","minimum":0,"maximum":168,"x-decimals":2,"default":40,"x-ui":{"widget":"quantity"}},"overtime_multiplier":{"description":"Overtime is paid at the hourly rate times this factor.","type":"number","minimum":1,"maximum":3,"x-decimals":2,"default":1.5,"x-ui":{"widget":"quantity"}},"payment_accountability":{"description":"Who answers for an order's payment: the employee who started it or who closed it.","type":"string","enum":["started","closed"],"default":"started"}}};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="payroll-settings" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "daily_rate") || (key0 === "daily_hour_rate")) || (key0 === "weekly_hour_rate")) || (key0 === "overtime_daily_hours")) || (key0 === "overtime_weekly_hours")) || (key0 === "overtime_multiplier")) || (key0 === "payment_accountability"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.daily_rate !== undefined){
let data0 = data.daily_rate;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9999999.99 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/daily_rate",schemaPath:"#/properties/daily_rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/daily_rate",schemaPath:"#/properties/daily_rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(Math.abs(Math.round(data0 * 100) - data0 * 100) > 1e-6){
const err3 = {instancePath:instancePath+"/daily_rate",schemaPath:"#/properties/daily_rate/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/daily_rate",schemaPath:"#/properties/daily_rate/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.daily_hour_rate !== undefined){
let data1 = data.daily_hour_rate;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9999999.99 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/daily_hour_rate",schemaPath:"#/properties/daily_hour_rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/daily_hour_rate",schemaPath:"#/properties/daily_hour_rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(Math.abs(Math.round(data1 * 100) - data1 * 100) > 1e-6){
const err7 = {instancePath:instancePath+"/daily_hour_rate",schemaPath:"#/properties/daily_hour_rate/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/daily_hour_rate",schemaPath:"#/properties/daily_hour_rate/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.weekly_hour_rate !== undefined){
let data2 = data.weekly_hour_rate;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9999999.99 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/weekly_hour_rate",schemaPath:"#/properties/weekly_hour_rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/weekly_hour_rate",schemaPath:"#/properties/weekly_hour_rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(Math.abs(Math.round(data2 * 100) - data2 * 100) > 1e-6){
const err11 = {instancePath:instancePath+"/weekly_hour_rate",schemaPath:"#/properties/weekly_hour_rate/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/weekly_hour_rate",schemaPath:"#/properties/weekly_hour_rate/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.overtime_daily_hours !== undefined){
let data3 = data.overtime_daily_hours;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 24 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/overtime_daily_hours",schemaPath:"#/properties/overtime_daily_hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 24},message:"must be <= 24"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/overtime_daily_hours",schemaPath:"#/properties/overtime_daily_hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(Math.abs(Math.round(data3 * 100) - data3 * 100) > 1e-6){
const err15 = {instancePath:instancePath+"/overtime_daily_hours",schemaPath:"#/properties/overtime_daily_hours/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/overtime_daily_hours",schemaPath:"#/properties/overtime_daily_hours/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.overtime_weekly_hours !== undefined){
let data4 = data.overtime_weekly_hours;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 168 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/overtime_weekly_hours",schemaPath:"#/properties/overtime_weekly_hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 168},message:"must be <= 168"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/overtime_weekly_hours",schemaPath:"#/properties/overtime_weekly_hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(Math.abs(Math.round(data4 * 100) - data4 * 100) > 1e-6){
const err19 = {instancePath:instancePath+"/overtime_weekly_hours",schemaPath:"#/properties/overtime_weekly_hours/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/overtime_weekly_hours",schemaPath:"#/properties/overtime_weekly_hours/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.overtime_multiplier !== undefined){
let data5 = data.overtime_multiplier;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 3 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/overtime_multiplier",schemaPath:"#/properties/overtime_multiplier/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3},message:"must be <= 3"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err22 = {instancePath:instancePath+"/overtime_multiplier",schemaPath:"#/properties/overtime_multiplier/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(Math.abs(Math.round(data5 * 100) - data5 * 100) > 1e-6){
const err23 = {instancePath:instancePath+"/overtime_multiplier",schemaPath:"#/properties/overtime_multiplier/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/overtime_multiplier",schemaPath:"#/properties/overtime_multiplier/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.payment_accountability !== undefined){
let data6 = data.payment_accountability;
if(typeof data6 !== "string"){
const err25 = {instancePath:instancePath+"/payment_accountability",schemaPath:"#/properties/payment_accountability/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!((data6 === "started") || (data6 === "closed"))){
const err26 = {instancePath:instancePath+"/payment_accountability",schemaPath:"#/properties/payment_accountability/enum",keyword:"enum",params:{allowedValues: schema43.properties.payment_accountability.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}

export const validateRecipe = validate43;
const schema44 = {"$id":"recipe","title":"Recipe","description":"What goes into a menu item: ingredients and their quantities. The menu item's cost follows its recipe.","type":"object","x-resource":{"type":"Recipe","plural":"Recipes","route":"recipes","section":"inventory","order":6,"icon":"MenuBook","list":["name","menu_item_id","ingredients","cost","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"inventory","permission":"recipes"},"x-unique":[["name"],["menu_item_id"]],"required":["name","ingredients"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"menu_item_id":{"description":"The menu item made by this recipe; its cost becomes the recipe's cost. One recipe per menu item.","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"menu-item","deleteGuard":"errors.guard.menuItemHasRecipe"},"x-messages":{"unique":"errors.recipe.menuItemTaken"}},"ingredients":{"type":"array","minItems":1,"maxItems":50,"x-messages":{"minItems":"validation.recipe.ingredientsRequired"},"items":{"type":"object","required":["ingredient_id","quantity"],"additionalProperties":false,"properties":{"ingredient_id":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"ingredient","deleteGuard":"errors.guard.ingredientInRecipes"}},"quantity":{"description":"How much of the ingredient, in its unit.","type":"number","exclusiveMinimum":0,"maximum":99999,"x-decimals":3,"x-ui":{"widget":"quantity"}}}}},"cost":{"description":"The ingredients' quantities times their costs, kept up to date by the server.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money"},"readOnly":true,"default":0},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="recipe" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.ingredients === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ingredients"},message:"must have required property '"+"ingredients"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "menu_item_id")) || (key0 === "ingredients")) || (key0 === "cost")) || (key0 === "status"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.menu_item_id !== undefined){
let data1 = data.menu_item_id;
if(typeof data1 === "string"){
if(!pattern1.test(data1)){
const err6 = {instancePath:instancePath+"/menu_item_id",schemaPath:"#/properties/menu_item_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/menu_item_id",schemaPath:"#/properties/menu_item_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.ingredients !== undefined){
let data2 = data.ingredients;
if(Array.isArray(data2)){
if(data2.length > 50){
const err8 = {instancePath:instancePath+"/ingredients",schemaPath:"#/properties/ingredients/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.length < 1){
const err9 = {instancePath:instancePath+"/ingredients",schemaPath:"#/properties/ingredients/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.ingredient_id === undefined){
const err10 = {instancePath:instancePath+"/ingredients/" + i0,schemaPath:"#/properties/ingredients/items/required",keyword:"required",params:{missingProperty: "ingredient_id"},message:"must have required property '"+"ingredient_id"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.quantity === undefined){
const err11 = {instancePath:instancePath+"/ingredients/" + i0,schemaPath:"#/properties/ingredients/items/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data3){
if(!((key1 === "ingredient_id") || (key1 === "quantity"))){
const err12 = {instancePath:instancePath+"/ingredients/" + i0,schemaPath:"#/properties/ingredients/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.ingredient_id !== undefined){
let data4 = data3.ingredient_id;
if(typeof data4 === "string"){
if(!pattern1.test(data4)){
const err13 = {instancePath:instancePath+"/ingredients/" + i0+"/ingredient_id",schemaPath:"#/properties/ingredients/items/properties/ingredient_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/ingredients/" + i0+"/ingredient_id",schemaPath:"#/properties/ingredients/items/properties/ingredient_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.quantity !== undefined){
let data5 = data3.quantity;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 99999 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/ingredients/" + i0+"/quantity",schemaPath:"#/properties/ingredients/items/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99999},message:"must be <= 99999"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5 <= 0 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/ingredients/" + i0+"/quantity",schemaPath:"#/properties/ingredients/items/properties/quantity/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(Math.abs(Math.round(data5 * 1000) - data5 * 1000) > 1e-6){
const err17 = {instancePath:instancePath+"/ingredients/" + i0+"/quantity",schemaPath:"#/properties/ingredients/items/properties/quantity/x-decimals",keyword:"x-decimals",params:{ limit: 3 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/ingredients/" + i0+"/quantity",schemaPath:"#/properties/ingredients/items/properties/quantity/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/ingredients/" + i0,schemaPath:"#/properties/ingredients/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/ingredients",schemaPath:"#/properties/ingredients/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.cost !== undefined){
let data6 = data.cost;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 9999999.99 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err22 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(Math.abs(Math.round(data6 * 100) - data6 * 100) > 1e-6){
const err23 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/cost",schemaPath:"#/properties/cost/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.status !== undefined){
let data7 = data.status;
if(typeof data7 !== "string"){
const err25 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!((data7 === "active") || (data7 === "inactive"))){
const err26 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema44.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}

export const validateSegment = validate44;
const schema45 = {"$id":"segment","title":"Segment","description":"A group of the store's customers a campaign writes to, told by conditions over the customers and their closed checks (services/segments.ts): the platform they ordered on, when they enrolled, how often they ordered and how much they spent lately. Only customers who agreed to marketing count, unless the segment includes the others. An empty condition holds for everyone.","type":"object","x-resource":{"type":"Segment","plural":"Segments","route":"segments","section":"marketing","order":2,"icon":"Groups","list":["description","platform","total_customers"],"sort":{"field":"description","order":"ASC"},"search":["description"],"title":["description"]},"x-access":{"module":"marketing","permission":"segments"},"x-rules":[{"field":"enrolled_to","op":">=","than":"enrolled_from","message":"validation.segment.enrolledRange"}],"required":["description"],"additionalProperties":false,"properties":{"description":{"description":"What names the segment in lists and campaigns.","type":"string","minLength":1,"maxLength":200,"x-trim":true},"platform":{"description":"Only customers with a closed check from this channel; the frequency and the amount count that channel's checks only. Empty: any channel.","type":"string","enum":["pos","olo","kiosk","mobile"],"x-ui":{"group":"conditions"}},"enrolled_from":{"description":"First day (the store's calendar) on which the customer was enrolled; empty: from the start.","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","x-messages":{"pattern":"validation.date"},"x-ui":{"widget":"date","group":"conditions"}},"enrolled_to":{"description":"Last day on which the customer was enrolled; empty: until today.","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$","x-messages":{"pattern":"validation.date"},"x-ui":{"widget":"date","group":"conditions"}},"min_orders":{"x-messages":{"required":"validation.segment.ordersNeeded"},"description":"Order frequency: at least this many closed checks in the last `orders_days` days.","type":"integer","minimum":1,"maximum":100000,"x-ui":{"group":"conditions"}},"orders_days":{"x-messages":{"required":"validation.segment.ordersDaysNeeded"},"description":"The days back the order frequency counts, today included.","type":"integer","minimum":1,"maximum":3660,"x-ui":{"group":"conditions"}},"min_spent":{"description":"Amount spent: at least this much in closed checks' totals in the last `spent_days` days.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money","group":"conditions"},"x-messages":{"required":"validation.segment.spentNeeded"}},"spent_days":{"x-messages":{"required":"validation.segment.spentDaysNeeded"},"description":"The days back the amount spent counts, today included.","type":"integer","minimum":1,"maximum":3660,"x-ui":{"group":"conditions"}},"include_without_agreement":{"description":"Counts the customers who did not agree to marketing too.","type":"boolean","default":false,"x-ui":{"group":"conditions"}},"total_customers":{"description":"How many customers met the conditions when the segment was last saved.","type":"integer","readOnly":true,"default":0,"x-ui":{"group":"total"}}},"allOf":[{"$comment":"An order frequency gives its days…","if":{"properties":{"min_orders":true},"required":["min_orders"]},"then":{"properties":{"orders_days":true},"required":["orders_days"]}},{"$comment":"…and its number of orders.","if":{"properties":{"orders_days":true},"required":["orders_days"]},"then":{"properties":{"min_orders":true},"required":["min_orders"]}},{"$comment":"An amount spent gives its days…","if":{"properties":{"min_spent":true},"required":["min_spent"]},"then":{"properties":{"spent_days":true},"required":["spent_days"]}},{"$comment":"…and its amount.","if":{"properties":{"spent_days":true},"required":["spent_days"]},"then":{"properties":{"min_spent":true},"required":["min_spent"]}}]};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="segment" */;
let vErrors = null;
let errors = 0;
const _errs3 = errors;
let valid1 = true;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.min_orders === undefined) && (missing0 = "min_orders")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.orders_days === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "orders_days"},message:"must have required property '"+"orders_days"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err2 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs8 = errors;
let valid2 = true;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.orders_days === undefined) && (missing1 = "orders_days")){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid1 = _errs9 === errors;
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.min_orders === undefined){
const err4 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "min_orders"},message:"must have required property '"+"min_orders"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid1 = _errs10 === errors;
valid2 = _valid1;
}
if(!valid2){
const err5 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs13 = errors;
let valid3 = true;
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.min_spent === undefined) && (missing2 = "min_spent")){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid2 = _errs14 === errors;
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.spent_days === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "spent_days"},message:"must have required property '"+"spent_days"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid2 = _errs15 === errors;
valid3 = _valid2;
}
if(!valid3){
const err8 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs18 = errors;
let valid4 = true;
const _errs19 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.spent_days === undefined) && (missing3 = "spent_days")){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid3 = _errs19 === errors;
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.min_spent === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "min_spent"},message:"must have required property '"+"min_spent"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid3 = _errs20 === errors;
valid4 = _valid3;
}
if(!valid4){
const err11 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.description === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema45.properties, key0))){
const err13 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.description !== undefined){
let data0 = data.description;
if(typeof data0 === "string"){
if(func3(data0) > 200){
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func3(data0) < 1){
const err15 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.platform !== undefined){
let data1 = data.platform;
if(typeof data1 !== "string"){
const err17 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((((data1 === "pos") || (data1 === "olo")) || (data1 === "kiosk")) || (data1 === "mobile"))){
const err18 = {instancePath:instancePath+"/platform",schemaPath:"#/properties/platform/enum",keyword:"enum",params:{allowedValues: schema45.properties.platform.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.enrolled_from !== undefined){
let data2 = data.enrolled_from;
if(typeof data2 === "string"){
if(!pattern12.test(data2)){
const err19 = {instancePath:instancePath+"/enrolled_from",schemaPath:"#/properties/enrolled_from/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/enrolled_from",schemaPath:"#/properties/enrolled_from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.enrolled_to !== undefined){
let data3 = data.enrolled_to;
if(typeof data3 === "string"){
if(!pattern12.test(data3)){
const err21 = {instancePath:instancePath+"/enrolled_to",schemaPath:"#/properties/enrolled_to/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/enrolled_to",schemaPath:"#/properties/enrolled_to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.min_orders !== undefined){
let data4 = data.min_orders;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err23 = {instancePath:instancePath+"/min_orders",schemaPath:"#/properties/min_orders/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100000 || isNaN(data4)){
const err24 = {instancePath:instancePath+"/min_orders",schemaPath:"#/properties/min_orders/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err25 = {instancePath:instancePath+"/min_orders",schemaPath:"#/properties/min_orders/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data.orders_days !== undefined){
let data5 = data.orders_days;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err26 = {instancePath:instancePath+"/orders_days",schemaPath:"#/properties/orders_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 3660 || isNaN(data5)){
const err27 = {instancePath:instancePath+"/orders_days",schemaPath:"#/properties/orders_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3660},message:"must be <= 3660"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err28 = {instancePath:instancePath+"/orders_days",schemaPath:"#/properties/orders_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data.min_spent !== undefined){
let data6 = data.min_spent;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 9999999.99 || isNaN(data6)){
const err29 = {instancePath:instancePath+"/min_spent",schemaPath:"#/properties/min_spent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err30 = {instancePath:instancePath+"/min_spent",schemaPath:"#/properties/min_spent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(Math.abs(Math.round(data6 * 100) - data6 * 100) > 1e-6){
const err31 = {instancePath:instancePath+"/min_spent",schemaPath:"#/properties/min_spent/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/min_spent",schemaPath:"#/properties/min_spent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.spent_days !== undefined){
let data7 = data.spent_days;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err33 = {instancePath:instancePath+"/spent_days",schemaPath:"#/properties/spent_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 3660 || isNaN(data7)){
const err34 = {instancePath:instancePath+"/spent_days",schemaPath:"#/properties/spent_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3660},message:"must be <= 3660"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err35 = {instancePath:instancePath+"/spent_days",schemaPath:"#/properties/spent_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.include_without_agreement !== undefined){
if(typeof data.include_without_agreement !== "boolean"){
const err36 = {instancePath:instancePath+"/include_without_agreement",schemaPath:"#/properties/include_without_agreement/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.total_customers !== undefined){
let data9 = data.total_customers;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err37 = {instancePath:instancePath+"/total_customers",schemaPath:"#/properties/total_customers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}

export const validateSmtpSetting = validate45;
const schema46 = {"$id":"smtp-setting","title":"SMTP setting","description":"An SMTP server the store sends its e-mail through (SPEC §3 SMTP setting): the sender, the server and its logon. One setting of the store is the default. Shown in the SMTP tab of General Settings.","type":"object","x-resource":{"type":"SmtpSetting","plural":"SmtpSettings","route":"smtp-settings","page":"/pages/general-settings","section":"settings","order":1,"icon":"Email","list":["name","sender","host","port","username","is_default"],"sort":{"field":"name","order":"ASC"},"search":["name","sender","host","username"]},"x-access":{"module":"settings-office","permission":"smtp-settings"},"x-unique":[["username"]],"x-single-default":"is_default","required":["name","sender","port"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"sender":{"description":"The address the e-mail is sent from (its From).","type":"string","maxLength":254,"pattern":"^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$","x-trim":true,"x-messages":{"pattern":"validation.email"},"x-ui":{"widget":"email"}},"host":{"type":"string","description":"The SMTP server's host name or address.","maxLength":253,"pattern":"^[A-Za-z0-9]([A-Za-z0-9.:-]*[A-Za-z0-9])?$","x-trim":true,"x-messages":{"pattern":"validation.smtpSetting.host"}},"port":{"type":"integer","description":"The SMTP server's port: 587 (STARTTLS), 465 (TLS) or 25.","minimum":1,"maximum":65535,"default":587},"username":{"type":"string","description":"The logon name at the SMTP server; unique in the store.","maxLength":254,"pattern":"^[^\\s]+$","x-trim":true,"x-messages":{"pattern":"validation.smtpSetting.username","unique":"errors.smtpSetting.usernameTaken"}},"password":{"type":"string","description":"The logon password, kept encrypted (AES-256-GCM); write-only: never answered, and an edit that leaves it empty keeps the one stored.","maxLength":256,"x-secret":"encrypted"},"send_rate":{"type":"integer","description":"The most messages a second the store's e-mail (campaigns) sends through this server: most providers limit it (10 a second unless told).","minimum":1,"maximum":1000,"default":10},"is_default":{"description":"The setting the store's e-mail goes through; one setting of the store at most.","type":"boolean","default":false}}};
const pattern60 = new RegExp("^[A-Za-z0-9]([A-Za-z0-9.:-]*[A-Za-z0-9])?$", "u");

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="smtp-setting" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sender === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sender"},message:"must have required property '"+"sender"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.port === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "port"},message:"must have required property '"+"port"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "name") || (key0 === "sender")) || (key0 === "host")) || (key0 === "port")) || (key0 === "username")) || (key0 === "password")) || (key0 === "send_rate")) || (key0 === "is_default"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func3(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.sender !== undefined){
let data1 = data.sender;
if(typeof data1 === "string"){
if(func3(data1) > 254){
const err7 = {instancePath:instancePath+"/sender",schemaPath:"#/properties/sender/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern0.test(data1)){
const err8 = {instancePath:instancePath+"/sender",schemaPath:"#/properties/sender/pattern",keyword:"pattern",params:{pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"},message:"must match pattern \""+"^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/sender",schemaPath:"#/properties/sender/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.host !== undefined){
let data2 = data.host;
if(typeof data2 === "string"){
if(func3(data2) > 253){
const err10 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern60.test(data2)){
const err11 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]([A-Za-z0-9.:-]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^[A-Za-z0-9]([A-Za-z0-9.:-]*[A-Za-z0-9])?$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.port !== undefined){
let data3 = data.port;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err13 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 65535 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.username !== undefined){
let data4 = data.username;
if(typeof data4 === "string"){
if(func3(data4) > 254){
const err16 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern3.test(data4)){
const err17 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/pattern",keyword:"pattern",params:{pattern: "^[^\\s]+$"},message:"must match pattern \""+"^[^\\s]+$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.password !== undefined){
let data5 = data.password;
if(typeof data5 === "string"){
if(func3(data5) > 256){
const err19 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.send_rate !== undefined){
let data6 = data.send_rate;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err21 = {instancePath:instancePath+"/send_rate",schemaPath:"#/properties/send_rate/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1000 || isNaN(data6)){
const err22 = {instancePath:instancePath+"/send_rate",schemaPath:"#/properties/send_rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err23 = {instancePath:instancePath+"/send_rate",schemaPath:"#/properties/send_rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data.is_default !== undefined){
if(typeof data.is_default !== "boolean"){
const err24 = {instancePath:instancePath+"/is_default",schemaPath:"#/properties/is_default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}

export const validateSpecialPrice = validate46;
const schema47 = {"$id":"special-price","title":"Special price","description":"A price that holds for some items on some days and hours (happy hour): a fixed price or a discount.","type":"object","x-resource":{"type":"SpecialPrice","plural":"SpecialPrices","route":"special-price","section":"menu-items","group":"promotions","order":7,"icon":"LocalOffer","list":["description","item_ids","price_type","value","execution_date","status"],"sort":{"field":"description","order":"ASC"},"title":["description"],"filterVariants":true},"x-access":{"module":"menu-items","permission":"special-price"},"required":["description","item_ids","schedule","value","execution_date"],"additionalProperties":false,"properties":{"description":{"type":"string","minLength":1,"maxLength":80,"x-trim":true},"item_ids":{"type":"array","minItems":1,"maxItems":500,"items":{"description":"A record id (UUID).","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},"x-ref":{"resource":"menu-item","deleteGuard":"errors.guard.itemHasSpecialPrices"},"x-messages":{"minItems":"validation.itemsRequired","required":"validation.itemsRequired"}},"schedule":{"description":"When something holds: an optional date range and hour ranges per weekday. One validator (src/core/schedule.ts) checks that each range starts before it ends (or, where x-schedule.nextDay allows, closes the next day) and that no two ranges overlap.","type":"object","additionalProperties":false,"properties":{"from":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},"to":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},"hours":{"type":"array","maxItems":28,"items":{"type":"object","additionalProperties":false,"required":["day","start","end"],"properties":{"day":{"type":"string","enum":["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]},"start":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$"},"end":{"type":"string","pattern":"^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"}}}}},"x-schedule":{"dates":"required","hoursRequired":true},"x-messages":{"required":"validation.dateRangeRequired"},"x-ui":{"group":"when"}},"frequency":{"description":"Every week, every other week (counted from the start date) or the first week of each month.","type":"string","enum":["weekly","biweekly","monthly"],"default":"weekly","x-ui":{"group":"when"}},"execution_date":{"description":"From when it runs: not before today.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","x-ui":{"group":"when","widget":"date"}},"price_type":{"type":"string","enum":["fixed","percent","amount"],"default":"fixed","x-ui":{"group":"price"}},"value":{"description":"The price, the percentage off, or the amount off.","type":"number","minimum":0,"maximum":9999999.99,"x-decimals":2,"x-ui":{"widget":"money","group":"price"},"x-unit":{"by":"price_type","percent":["percent"]}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}},"if":{"properties":{"price_type":{"type":"string","const":"percent"}},"required":["price_type"]},"then":{"properties":{"value":{"type":"number","maximum":100}}},"$comment":"A percentage off is at most 100."};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="special-price" */;
let vErrors = null;
let errors = 0;
const _errs2 = errors;
let valid0 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.price_type === undefined) && (missing0 = "price_type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.price_type !== undefined){
let data0 = data.price_type;
if(typeof data0 !== "string"){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if("percent" !== data0){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value !== undefined){
let data1 = data.value;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/then/properties/value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/value",schemaPath:"#/then/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid0 = _errs6 === errors;
valid0 = _valid0;
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.description === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.item_ids === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "item_ids"},message:"must have required property '"+"item_ids"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.schedule === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule"},message:"must have required property '"+"schedule"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.value === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.execution_date === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "execution_date"},message:"must have required property '"+"execution_date"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "description") || (key0 === "item_ids")) || (key0 === "schedule")) || (key0 === "frequency")) || (key0 === "execution_date")) || (key0 === "price_type")) || (key0 === "value")) || (key0 === "status"))){
const err11 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 === "string"){
if(func3(data2) > 80){
const err12 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func3(data2) < 1){
const err13 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.item_ids !== undefined){
let data3 = data.item_ids;
if(Array.isArray(data3)){
if(data3.length > 500){
const err15 = {instancePath:instancePath+"/item_ids",schemaPath:"#/properties/item_ids/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3.length < 1){
const err16 = {instancePath:instancePath+"/item_ids",schemaPath:"#/properties/item_ids/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(!pattern1.test(data4)){
const err17 = {instancePath:instancePath+"/item_ids/" + i0,schemaPath:"#/properties/item_ids/items/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/item_ids/" + i0,schemaPath:"#/properties/item_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/item_ids",schemaPath:"#/properties/item_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.schedule !== undefined){
let data5 = data.schedule;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
if(!(((key1 === "from") || (key1 === "to")) || (key1 === "hours"))){
const err20 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.from !== undefined){
let data6 = data5.from;
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
const err21 = {instancePath:instancePath+"/schedule/from",schemaPath:"#/properties/schedule/properties/from/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/schedule/from",schemaPath:"#/properties/schedule/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data5.to !== undefined){
let data7 = data5.to;
if(typeof data7 === "string"){
if(!pattern4.test(data7)){
const err23 = {instancePath:instancePath+"/schedule/to",schemaPath:"#/properties/schedule/properties/to/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/schedule/to",schemaPath:"#/properties/schedule/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data5.hours !== undefined){
let data8 = data5.hours;
if(Array.isArray(data8)){
if(data8.length > 28){
const err25 = {instancePath:instancePath+"/schedule/hours",schemaPath:"#/properties/schedule/properties/hours/maxItems",keyword:"maxItems",params:{limit: 28},message:"must NOT have more than 28 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.day === undefined){
const err26 = {instancePath:instancePath+"/schedule/hours/" + i1,schemaPath:"#/properties/schedule/properties/hours/items/required",keyword:"required",params:{missingProperty: "day"},message:"must have required property '"+"day"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data9.start === undefined){
const err27 = {instancePath:instancePath+"/schedule/hours/" + i1,schemaPath:"#/properties/schedule/properties/hours/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data9.end === undefined){
const err28 = {instancePath:instancePath+"/schedule/hours/" + i1,schemaPath:"#/properties/schedule/properties/hours/items/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key2 in data9){
if(!(((key2 === "day") || (key2 === "start")) || (key2 === "end"))){
const err29 = {instancePath:instancePath+"/schedule/hours/" + i1,schemaPath:"#/properties/schedule/properties/hours/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data9.day !== undefined){
let data10 = data9.day;
if(typeof data10 !== "string"){
const err30 = {instancePath:instancePath+"/schedule/hours/" + i1+"/day",schemaPath:"#/properties/schedule/properties/hours/items/properties/day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!(((((((data10 === "monday") || (data10 === "tuesday")) || (data10 === "wednesday")) || (data10 === "thursday")) || (data10 === "friday")) || (data10 === "saturday")) || (data10 === "sunday"))){
const err31 = {instancePath:instancePath+"/schedule/hours/" + i1+"/day",schemaPath:"#/properties/schedule/properties/hours/items/properties/day/enum",keyword:"enum",params:{allowedValues: schema47.properties.schedule.properties.hours.items.properties.day.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data9.start !== undefined){
let data11 = data9.start;
if(typeof data11 === "string"){
if(!pattern6.test(data11)){
const err32 = {instancePath:instancePath+"/schedule/hours/" + i1+"/start",schemaPath:"#/properties/schedule/properties/hours/items/properties/start/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/schedule/hours/" + i1+"/start",schemaPath:"#/properties/schedule/properties/hours/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data9.end !== undefined){
let data12 = data9.end;
if(typeof data12 === "string"){
if(!pattern7.test(data12)){
const err34 = {instancePath:instancePath+"/schedule/hours/" + i1+"/end",schemaPath:"#/properties/schedule/properties/hours/items/properties/end/pattern",keyword:"pattern",params:{pattern: "^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"},message:"must match pattern \""+"^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/schedule/hours/" + i1+"/end",schemaPath:"#/properties/schedule/properties/hours/items/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/schedule/hours/" + i1,schemaPath:"#/properties/schedule/properties/hours/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/schedule/hours",schemaPath:"#/properties/schedule/properties/hours/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.frequency !== undefined){
let data13 = data.frequency;
if(typeof data13 !== "string"){
const err39 = {instancePath:instancePath+"/frequency",schemaPath:"#/properties/frequency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!(((data13 === "weekly") || (data13 === "biweekly")) || (data13 === "monthly"))){
const err40 = {instancePath:instancePath+"/frequency",schemaPath:"#/properties/frequency/enum",keyword:"enum",params:{allowedValues: schema47.properties.frequency.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.execution_date !== undefined){
let data14 = data.execution_date;
if(typeof data14 === "string"){
if(!pattern4.test(data14)){
const err41 = {instancePath:instancePath+"/execution_date",schemaPath:"#/properties/execution_date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/execution_date",schemaPath:"#/properties/execution_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.price_type !== undefined){
let data15 = data.price_type;
if(typeof data15 !== "string"){
const err43 = {instancePath:instancePath+"/price_type",schemaPath:"#/properties/price_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!(((data15 === "fixed") || (data15 === "percent")) || (data15 === "amount"))){
const err44 = {instancePath:instancePath+"/price_type",schemaPath:"#/properties/price_type/enum",keyword:"enum",params:{allowedValues: schema47.properties.price_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.value !== undefined){
let data16 = data.value;
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 9999999.99 || isNaN(data16)){
const err45 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999.99},message:"must be <= 9999999.99"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err46 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(Math.abs(Math.round(data16 * 100) - data16 * 100) > 1e-6){
const err47 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.status !== undefined){
let data17 = data.status;
if(typeof data17 !== "string"){
const err49 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(!((data17 === "active") || (data17 === "inactive"))){
const err50 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema47.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}

export const validateStoreInfo = validate47;
const schema48 = {"$id":"store-info","title":"Store info","description":"The store's own settings: one record per store. Dates, hours, money and names across the console follow them.","type":"object","x-resource":{"type":"StoreInfo","plural":"StoreInfos","route":"store-info","section":"business-info","order":1,"icon":"Storefront","list":["business_name","slug","time_zone"],"sort":{"field":"business_name","order":"ASC"},"title":["business_name"],"singleton":true},"x-access":{"module":"business-info","permission":"store-info"},"required":["business_name","slug","time_zone"],"additionalProperties":false,"properties":{"business_name":{"type":"string","minLength":1,"maxLength":80,"x-trim":true},"slug":{"description":"The store's short name in addresses (online ordering); unique across all stores.","type":"string","minLength":1,"maxLength":60,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","x-trim":true,"x-messages":{"pattern":"validation.slug","unique":"errors.storeSlugTaken"}},"logo_id":{"description":"The store's logo, uploaded for it (POST /api/media?use=store-logo): at most 512 pixels wide, kept as PNG; e-mails show it from /api/public/stores/<store id>/logo without signing in. None: no logo.","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$","x-ref":{"resource":"media","where":{"use":"store-logo"},"whereMessage":"validation.storeInfo.logoUse"}},"address":{"type":"string","maxLength":120,"x-trim":true,"x-ui":{"group":"location"}},"city":{"type":"string","maxLength":60,"x-trim":true,"x-ui":{"group":"location"}},"state":{"type":"string","maxLength":60,"x-trim":true,"x-ui":{"group":"location"}},"country":{"type":"string","maxLength":60,"x-trim":true,"x-ui":{"group":"location"}},"zipcode":{"type":"string","pattern":"^[0-9]{3,10}$","x-trim":true,"x-messages":{"pattern":"validation.zipcode"},"x-ui":{"group":"location"}},"time_zone":{"type":"string","enum":["Africa/Abidjan","Africa/Accra","Africa/Addis_Ababa","Africa/Algiers","Africa/Asmera","Africa/Bamako","Africa/Bangui","Africa/Banjul","Africa/Bissau","Africa/Blantyre","Africa/Brazzaville","Africa/Bujumbura","Africa/Cairo","Africa/Casablanca","Africa/Ceuta","Africa/Conakry","Africa/Dakar","Africa/Dar_es_Salaam","Africa/Djibouti","Africa/Douala","Africa/El_Aaiun","Africa/Freetown","Africa/Gaborone","Africa/Harare","Africa/Johannesburg","Africa/Juba","Africa/Kampala","Africa/Khartoum","Africa/Kigali","Africa/Kinshasa","Africa/Lagos","Africa/Libreville","Africa/Lome","Africa/Luanda","Africa/Lubumbashi","Africa/Lusaka","Africa/Malabo","Africa/Maputo","Africa/Maseru","Africa/Mbabane","Africa/Mogadishu","Africa/Monrovia","Africa/Nairobi","Africa/Ndjamena","Africa/Niamey","Africa/Nouakchott","Africa/Ouagadougou","Africa/Porto-Novo","Africa/Sao_Tome","Africa/Tripoli","Africa/Tunis","Africa/Windhoek","America/Adak","America/Anchorage","America/Anguilla","America/Antigua","America/Araguaina","America/Argentina/La_Rioja","America/Argentina/Rio_Gallegos","America/Argentina/Salta","America/Argentina/San_Juan","America/Argentina/San_Luis","America/Argentina/Tucuman","America/Argentina/Ushuaia","America/Aruba","America/Asuncion","America/Bahia","America/Bahia_Banderas","America/Barbados","America/Belem","America/Belize","America/Blanc-Sablon","America/Boa_Vista","America/Bogota","America/Boise","America/Buenos_Aires","America/Cambridge_Bay","America/Campo_Grande","America/Cancun","America/Caracas","America/Catamarca","America/Cayenne","America/Cayman","America/Chicago","America/Chihuahua","America/Ciudad_Juarez","America/Coral_Harbour","America/Cordoba","America/Costa_Rica","America/Coyhaique","America/Creston","America/Cuiaba","America/Curacao","America/Danmarkshavn","America/Dawson","America/Dawson_Creek","America/Denver","America/Detroit","America/Dominica","America/Edmonton","America/Eirunepe","America/El_Salvador","America/Fort_Nelson","America/Fortaleza","America/Glace_Bay","America/Godthab","America/Goose_Bay","America/Grand_Turk","America/Grenada","America/Guadeloupe","America/Guatemala","America/Guayaquil","America/Guyana","America/Halifax","America/Havana","America/Hermosillo","America/Indiana/Knox","America/Indiana/Marengo","America/Indiana/Petersburg","America/Indiana/Tell_City","America/Indiana/Vevay","America/Indiana/Vincennes","America/Indiana/Winamac","America/Indianapolis","America/Inuvik","America/Iqaluit","America/Jamaica","America/Jujuy","America/Juneau","America/Kentucky/Monticello","America/Kralendijk","America/La_Paz","America/Lima","America/Los_Angeles","America/Louisville","America/Lower_Princes","America/Maceio","America/Managua","America/Manaus","America/Marigot","America/Martinique","America/Matamoros","America/Mazatlan","America/Mendoza","America/Menominee","America/Merida","America/Metlakatla","America/Mexico_City","America/Miquelon","America/Moncton","America/Monterrey","America/Montevideo","America/Montserrat","America/Nassau","America/New_York","America/Nome","America/Noronha","America/North_Dakota/Beulah","America/North_Dakota/Center","America/North_Dakota/New_Salem","America/Ojinaga","America/Panama","America/Paramaribo","America/Phoenix","America/Port-au-Prince","America/Port_of_Spain","America/Porto_Velho","America/Puerto_Rico","America/Punta_Arenas","America/Rankin_Inlet","America/Recife","America/Regina","America/Resolute","America/Rio_Branco","America/Santarem","America/Santiago","America/Santo_Domingo","America/Sao_Paulo","America/Scoresbysund","America/Sitka","America/St_Barthelemy","America/St_Johns","America/St_Kitts","America/St_Lucia","America/St_Thomas","America/St_Vincent","America/Swift_Current","America/Tegucigalpa","America/Thule","America/Tijuana","America/Toronto","America/Tortola","America/Vancouver","America/Whitehorse","America/Winnipeg","America/Yakutat","Antarctica/Casey","Antarctica/Davis","Antarctica/DumontDUrville","Antarctica/Macquarie","Antarctica/Mawson","Antarctica/McMurdo","Antarctica/Palmer","Antarctica/Rothera","Antarctica/Syowa","Antarctica/Troll","Antarctica/Vostok","Arctic/Longyearbyen","Asia/Aden","Asia/Almaty","Asia/Amman","Asia/Anadyr","Asia/Aqtau","Asia/Aqtobe","Asia/Ashgabat","Asia/Atyrau","Asia/Baghdad","Asia/Bahrain","Asia/Baku","Asia/Bangkok","Asia/Barnaul","Asia/Beirut","Asia/Bishkek","Asia/Brunei","Asia/Calcutta","Asia/Chita","Asia/Colombo","Asia/Damascus","Asia/Dhaka","Asia/Dili","Asia/Dubai","Asia/Dushanbe","Asia/Famagusta","Asia/Gaza","Asia/Hebron","Asia/Hong_Kong","Asia/Hovd","Asia/Irkutsk","Asia/Jakarta","Asia/Jayapura","Asia/Jerusalem","Asia/Kabul","Asia/Kamchatka","Asia/Karachi","Asia/Katmandu","Asia/Khandyga","Asia/Krasnoyarsk","Asia/Kuala_Lumpur","Asia/Kuching","Asia/Kuwait","Asia/Macau","Asia/Magadan","Asia/Makassar","Asia/Manila","Asia/Muscat","Asia/Nicosia","Asia/Novokuznetsk","Asia/Novosibirsk","Asia/Omsk","Asia/Oral","Asia/Phnom_Penh","Asia/Pontianak","Asia/Pyongyang","Asia/Qatar","Asia/Qostanay","Asia/Qyzylorda","Asia/Rangoon","Asia/Riyadh","Asia/Saigon","Asia/Sakhalin","Asia/Samarkand","Asia/Seoul","Asia/Shanghai","Asia/Singapore","Asia/Srednekolymsk","Asia/Taipei","Asia/Tashkent","Asia/Tbilisi","Asia/Tehran","Asia/Thimphu","Asia/Tokyo","Asia/Tomsk","Asia/Ulaanbaatar","Asia/Urumqi","Asia/Ust-Nera","Asia/Vientiane","Asia/Vladivostok","Asia/Yakutsk","Asia/Yekaterinburg","Asia/Yerevan","Atlantic/Azores","Atlantic/Bermuda","Atlantic/Canary","Atlantic/Cape_Verde","Atlantic/Faeroe","Atlantic/Madeira","Atlantic/Reykjavik","Atlantic/South_Georgia","Atlantic/St_Helena","Atlantic/Stanley","Australia/Adelaide","Australia/Brisbane","Australia/Broken_Hill","Australia/Darwin","Australia/Eucla","Australia/Hobart","Australia/Lindeman","Australia/Lord_Howe","Australia/Melbourne","Australia/Perth","Australia/Sydney","Europe/Amsterdam","Europe/Andorra","Europe/Astrakhan","Europe/Athens","Europe/Belgrade","Europe/Berlin","Europe/Bratislava","Europe/Brussels","Europe/Bucharest","Europe/Budapest","Europe/Busingen","Europe/Chisinau","Europe/Copenhagen","Europe/Dublin","Europe/Gibraltar","Europe/Guernsey","Europe/Helsinki","Europe/Isle_of_Man","Europe/Istanbul","Europe/Jersey","Europe/Kaliningrad","Europe/Kiev","Europe/Kirov","Europe/Lisbon","Europe/Ljubljana","Europe/London","Europe/Luxembourg","Europe/Madrid","Europe/Malta","Europe/Mariehamn","Europe/Minsk","Europe/Monaco","Europe/Moscow","Europe/Oslo","Europe/Paris","Europe/Podgorica","Europe/Prague","Europe/Riga","Europe/Rome","Europe/Samara","Europe/San_Marino","Europe/Sarajevo","Europe/Saratov","Europe/Simferopol","Europe/Skopje","Europe/Sofia","Europe/Stockholm","Europe/Tallinn","Europe/Tirane","Europe/Ulyanovsk","Europe/Vaduz","Europe/Vatican","Europe/Vienna","Europe/Vilnius","Europe/Volgograd","Europe/Warsaw","Europe/Zagreb","Europe/Zurich","Indian/Antananarivo","Indian/Chagos","Indian/Christmas","Indian/Cocos","Indian/Comoro","Indian/Kerguelen","Indian/Mahe","Indian/Maldives","Indian/Mauritius","Indian/Mayotte","Indian/Reunion","Pacific/Apia","Pacific/Auckland","Pacific/Bougainville","Pacific/Chatham","Pacific/Easter","Pacific/Efate","Pacific/Enderbury","Pacific/Fakaofo","Pacific/Fiji","Pacific/Funafuti","Pacific/Galapagos","Pacific/Gambier","Pacific/Guadalcanal","Pacific/Guam","Pacific/Honolulu","Pacific/Kiritimati","Pacific/Kosrae","Pacific/Kwajalein","Pacific/Majuro","Pacific/Marquesas","Pacific/Midway","Pacific/Nauru","Pacific/Niue","Pacific/Norfolk","Pacific/Noumea","Pacific/Pago_Pago","Pacific/Palau","Pacific/Pitcairn","Pacific/Ponape","Pacific/Port_Moresby","Pacific/Rarotonga","Pacific/Saipan","Pacific/Tahiti","Pacific/Tarawa","Pacific/Tongatapu","Pacific/Truk","Pacific/Wake","Pacific/Wallis"],"default":"America/New_York","x-ui":{"group":"location"}},"website":{"description":"A web address starting with http:// or https://.","type":"string","maxLength":200,"pattern":"^https?://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\\s]*)?$","x-trim":true,"x-messages":{"pattern":"validation.url"},"x-ui":{"group":"contact"}},"contact_name":{"type":"string","maxLength":80,"x-trim":true,"x-ui":{"group":"contact"}},"contact_phone":{"description":"A phone number: digits, spaces and + ( ) - . only.","type":"string","maxLength":30,"pattern":"^[0-9+()\\-. ]{7,30}$","x-trim":true,"x-messages":{"pattern":"validation.phone"},"x-ui":{"group":"contact"}},"contact_email":{"description":"An e-mail address.","type":"string","maxLength":254,"pattern":"^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$","x-trim":true,"x-messages":{"pattern":"validation.email"},"x-ui":{"widget":"email","group":"contact"}},"opening_hours":{"description":"When something holds: an optional date range and hour ranges per weekday. One validator (src/core/schedule.ts) checks that each range starts before it ends (or, where x-schedule.nextDay allows, closes the next day) and that no two ranges overlap.","type":"object","additionalProperties":false,"properties":{"from":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},"to":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},"hours":{"type":"array","maxItems":28,"items":{"type":"object","additionalProperties":false,"required":["day","start","end"],"properties":{"day":{"type":"string","enum":["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]},"start":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$"},"end":{"type":"string","pattern":"^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"}}}}},"x-schedule":{"dates":"none","hoursRequired":false,"nextDay":{"until":"business_day_start"}},"x-ui":{"group":"hours"}},"pickup_hours":{"description":"When something holds: an optional date range and hour ranges per weekday. One validator (src/core/schedule.ts) checks that each range starts before it ends (or, where x-schedule.nextDay allows, closes the next day) and that no two ranges overlap.","type":"object","additionalProperties":false,"properties":{"from":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},"to":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},"hours":{"type":"array","maxItems":28,"items":{"type":"object","additionalProperties":false,"required":["day","start","end"],"properties":{"day":{"type":"string","enum":["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]},"start":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$"},"end":{"type":"string","pattern":"^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"}}}}},"x-schedule":{"dates":"none","hoursRequired":false,"nextDay":{"until":"business_day_start"}},"x-ui":{"group":"hours"}},"delivery_hours":{"description":"When something holds: an optional date range and hour ranges per weekday. One validator (src/core/schedule.ts) checks that each range starts before it ends (or, where x-schedule.nextDay allows, closes the next day) and that no two ranges overlap.","type":"object","additionalProperties":false,"properties":{"from":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},"to":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},"hours":{"type":"array","maxItems":28,"items":{"type":"object","additionalProperties":false,"required":["day","start","end"],"properties":{"day":{"type":"string","enum":["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]},"start":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$"},"end":{"type":"string","pattern":"^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"}}}}},"x-schedule":{"dates":"none","hoursRequired":false,"nextDay":{"until":"business_day_start"}},"x-ui":{"group":"hours"}},"auto_close_day":{"description":"Close the working day by itself at the set time.","type":"boolean","default":false,"x-ui":{"group":"hours"}},"auto_close_time":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","x-messages":{"pattern":"validation.time"},"x-ui":{"group":"hours","widget":"time"}},"business_day_start":{"description":"When a business day begins: a record made before this time, with no working day open, belongs to the day before (a bar open past midnight).","type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","default":"00:00","x-messages":{"pattern":"validation.time"},"x-ui":{"group":"hours","widget":"time"}},"date_format":{"description":"How dates are written (SPEC §3).","type":"string","enum":["YYYY-MM-DD","DD-MM-YYYY","MM-DD-YYYY","MM/DD/YYYY","YYYY/MM/DD","DD/MM/YYYY"],"default":"MM/DD/YYYY","x-ui":{"group":"formats"}},"hour_format":{"description":"How times of day are written (SPEC §3).","type":"string","enum":["HH:mm:ss","HH:mm:ss A","HH:mm","HH:mm A","hh:mm A","hh:mm:ss A"],"default":"HH:mm","x-ui":{"group":"formats"}},"currency_symbol":{"type":"string","minLength":1,"maxLength":4,"default":"$","x-trim":true,"x-ui":{"group":"formats"}},"currency":{"description":"The currency the store's money is kept in (ISO 4217). Reports of several stores add their money only when they keep it in one currency.","type":"string","enum":["USD","CAD","MXN","GTQ","CRC","DOP","COP","PEN","CLP","ARS","UYU","BRL","EUR","GBP","AUD","JPY"],"default":"USD","x-ui":{"group":"formats"}},"week_start":{"description":"First day of the store's week: This Week and Last Week on the dashboards, in reports and time cards, weekly overtime and pay weeks all count from it.","type":"string","enum":["monday","tuesday","wednesday","thursday","friday","saturday","sunday"],"default":"monday","x-ui":{"group":"formats"}},"two_factor":{"description":"Every employee of the store signs in with a code from an authenticator app besides the password; one who has not set it up yet does so at the next sign-in.","type":"boolean","default":false,"x-ui":{"group":"security"}}}};
const func0 = (a, b) => a === b;
const pattern68 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="store-info" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.business_name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "business_name"},message:"must have required property '"+"business_name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.slug === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.time_zone === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "time_zone"},message:"must have required property '"+"time_zone"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema48.properties, key0))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.business_name !== undefined){
let data0 = data.business_name;
if(typeof data0 === "string"){
if(func3(data0) > 80){
const err4 = {instancePath:instancePath+"/business_name",schemaPath:"#/properties/business_name/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func3(data0) < 1){
const err5 = {instancePath:instancePath+"/business_name",schemaPath:"#/properties/business_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/business_name",schemaPath:"#/properties/business_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.slug !== undefined){
let data1 = data.slug;
if(typeof data1 === "string"){
if(func3(data1) > 60){
const err7 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func3(data1) < 1){
const err8 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern68.test(data1)){
const err9 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.logo_id !== undefined){
let data2 = data.logo_id;
if(typeof data2 === "string"){
if(!pattern1.test(data2)){
const err11 = {instancePath:instancePath+"/logo_id",schemaPath:"#/properties/logo_id/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/logo_id",schemaPath:"#/properties/logo_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.address !== undefined){
let data3 = data.address;
if(typeof data3 === "string"){
if(func3(data3) > 120){
const err13 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.city !== undefined){
let data4 = data.city;
if(typeof data4 === "string"){
if(func3(data4) > 60){
const err15 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.state !== undefined){
let data5 = data.state;
if(typeof data5 === "string"){
if(func3(data5) > 60){
const err17 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.country !== undefined){
let data6 = data.country;
if(typeof data6 === "string"){
if(func3(data6) > 60){
const err19 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.zipcode !== undefined){
let data7 = data.zipcode;
if(typeof data7 === "string"){
if(!pattern20.test(data7)){
const err21 = {instancePath:instancePath+"/zipcode",schemaPath:"#/properties/zipcode/pattern",keyword:"pattern",params:{pattern: "^[0-9]{3,10}$"},message:"must match pattern \""+"^[0-9]{3,10}$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/zipcode",schemaPath:"#/properties/zipcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.time_zone !== undefined){
let data8 = data.time_zone;
if(typeof data8 !== "string"){
const err23 = {instancePath:instancePath+"/time_zone",schemaPath:"#/properties/time_zone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
let valid1;
valid1 = false;
for(const v0 of schema48.properties.time_zone.enum){
if(func0(data8, v0)){
valid1 = true;
break;
}
}
if(!valid1){
const err24 = {instancePath:instancePath+"/time_zone",schemaPath:"#/properties/time_zone/enum",keyword:"enum",params:{allowedValues: schema48.properties.time_zone.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.website !== undefined){
let data9 = data.website;
if(typeof data9 === "string"){
if(func3(data9) > 200){
const err25 = {instancePath:instancePath+"/website",schemaPath:"#/properties/website/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern10.test(data9)){
const err26 = {instancePath:instancePath+"/website",schemaPath:"#/properties/website/pattern",keyword:"pattern",params:{pattern: "^https?://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\\s]*)?$"},message:"must match pattern \""+"^https?://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\\s]*)?$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/website",schemaPath:"#/properties/website/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.contact_name !== undefined){
let data10 = data.contact_name;
if(typeof data10 === "string"){
if(func3(data10) > 80){
const err28 = {instancePath:instancePath+"/contact_name",schemaPath:"#/properties/contact_name/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/contact_name",schemaPath:"#/properties/contact_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.contact_phone !== undefined){
let data11 = data.contact_phone;
if(typeof data11 === "string"){
if(func3(data11) > 30){
const err30 = {instancePath:instancePath+"/contact_phone",schemaPath:"#/properties/contact_phone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!pattern13.test(data11)){
const err31 = {instancePath:instancePath+"/contact_phone",schemaPath:"#/properties/contact_phone/pattern",keyword:"pattern",params:{pattern: "^[0-9+()\\-. ]{7,30}$"},message:"must match pattern \""+"^[0-9+()\\-. ]{7,30}$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/contact_phone",schemaPath:"#/properties/contact_phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.contact_email !== undefined){
let data12 = data.contact_email;
if(typeof data12 === "string"){
if(func3(data12) > 254){
const err33 = {instancePath:instancePath+"/contact_email",schemaPath:"#/properties/contact_email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!pattern0.test(data12)){
const err34 = {instancePath:instancePath+"/contact_email",schemaPath:"#/properties/contact_email/pattern",keyword:"pattern",params:{pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"},message:"must match pattern \""+"^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/contact_email",schemaPath:"#/properties/contact_email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.opening_hours !== undefined){
let data13 = data.opening_hours;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key1 in data13){
if(!(((key1 === "from") || (key1 === "to")) || (key1 === "hours"))){
const err36 = {instancePath:instancePath+"/opening_hours",schemaPath:"#/properties/opening_hours/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data13.from !== undefined){
let data14 = data13.from;
if(typeof data14 === "string"){
if(!pattern4.test(data14)){
const err37 = {instancePath:instancePath+"/opening_hours/from",schemaPath:"#/properties/opening_hours/properties/from/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/opening_hours/from",schemaPath:"#/properties/opening_hours/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data13.to !== undefined){
let data15 = data13.to;
if(typeof data15 === "string"){
if(!pattern4.test(data15)){
const err39 = {instancePath:instancePath+"/opening_hours/to",schemaPath:"#/properties/opening_hours/properties/to/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/opening_hours/to",schemaPath:"#/properties/opening_hours/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data13.hours !== undefined){
let data16 = data13.hours;
if(Array.isArray(data16)){
if(data16.length > 28){
const err41 = {instancePath:instancePath+"/opening_hours/hours",schemaPath:"#/properties/opening_hours/properties/hours/maxItems",keyword:"maxItems",params:{limit: 28},message:"must NOT have more than 28 items"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
if(data17.day === undefined){
const err42 = {instancePath:instancePath+"/opening_hours/hours/" + i0,schemaPath:"#/properties/opening_hours/properties/hours/items/required",keyword:"required",params:{missingProperty: "day"},message:"must have required property '"+"day"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data17.start === undefined){
const err43 = {instancePath:instancePath+"/opening_hours/hours/" + i0,schemaPath:"#/properties/opening_hours/properties/hours/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data17.end === undefined){
const err44 = {instancePath:instancePath+"/opening_hours/hours/" + i0,schemaPath:"#/properties/opening_hours/properties/hours/items/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
for(const key2 in data17){
if(!(((key2 === "day") || (key2 === "start")) || (key2 === "end"))){
const err45 = {instancePath:instancePath+"/opening_hours/hours/" + i0,schemaPath:"#/properties/opening_hours/properties/hours/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data17.day !== undefined){
let data18 = data17.day;
if(typeof data18 !== "string"){
const err46 = {instancePath:instancePath+"/opening_hours/hours/" + i0+"/day",schemaPath:"#/properties/opening_hours/properties/hours/items/properties/day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(!(((((((data18 === "monday") || (data18 === "tuesday")) || (data18 === "wednesday")) || (data18 === "thursday")) || (data18 === "friday")) || (data18 === "saturday")) || (data18 === "sunday"))){
const err47 = {instancePath:instancePath+"/opening_hours/hours/" + i0+"/day",schemaPath:"#/properties/opening_hours/properties/hours/items/properties/day/enum",keyword:"enum",params:{allowedValues: schema48.properties.opening_hours.properties.hours.items.properties.day.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data17.start !== undefined){
let data19 = data17.start;
if(typeof data19 === "string"){
if(!pattern6.test(data19)){
const err48 = {instancePath:instancePath+"/opening_hours/hours/" + i0+"/start",schemaPath:"#/properties/opening_hours/properties/hours/items/properties/start/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/opening_hours/hours/" + i0+"/start",schemaPath:"#/properties/opening_hours/properties/hours/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data17.end !== undefined){
let data20 = data17.end;
if(typeof data20 === "string"){
if(!pattern7.test(data20)){
const err50 = {instancePath:instancePath+"/opening_hours/hours/" + i0+"/end",schemaPath:"#/properties/opening_hours/properties/hours/items/properties/end/pattern",keyword:"pattern",params:{pattern: "^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"},message:"must match pattern \""+"^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"+"\""};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/opening_hours/hours/" + i0+"/end",schemaPath:"#/properties/opening_hours/properties/hours/items/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/opening_hours/hours/" + i0,schemaPath:"#/properties/opening_hours/properties/hours/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/opening_hours/hours",schemaPath:"#/properties/opening_hours/properties/hours/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/opening_hours",schemaPath:"#/properties/opening_hours/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.pickup_hours !== undefined){
let data21 = data.pickup_hours;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key3 in data21){
if(!(((key3 === "from") || (key3 === "to")) || (key3 === "hours"))){
const err55 = {instancePath:instancePath+"/pickup_hours",schemaPath:"#/properties/pickup_hours/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data21.from !== undefined){
let data22 = data21.from;
if(typeof data22 === "string"){
if(!pattern4.test(data22)){
const err56 = {instancePath:instancePath+"/pickup_hours/from",schemaPath:"#/properties/pickup_hours/properties/from/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/pickup_hours/from",schemaPath:"#/properties/pickup_hours/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data21.to !== undefined){
let data23 = data21.to;
if(typeof data23 === "string"){
if(!pattern4.test(data23)){
const err58 = {instancePath:instancePath+"/pickup_hours/to",schemaPath:"#/properties/pickup_hours/properties/to/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/pickup_hours/to",schemaPath:"#/properties/pickup_hours/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data21.hours !== undefined){
let data24 = data21.hours;
if(Array.isArray(data24)){
if(data24.length > 28){
const err60 = {instancePath:instancePath+"/pickup_hours/hours",schemaPath:"#/properties/pickup_hours/properties/hours/maxItems",keyword:"maxItems",params:{limit: 28},message:"must NOT have more than 28 items"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
const len1 = data24.length;
for(let i1=0; i1<len1; i1++){
let data25 = data24[i1];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.day === undefined){
const err61 = {instancePath:instancePath+"/pickup_hours/hours/" + i1,schemaPath:"#/properties/pickup_hours/properties/hours/items/required",keyword:"required",params:{missingProperty: "day"},message:"must have required property '"+"day"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data25.start === undefined){
const err62 = {instancePath:instancePath+"/pickup_hours/hours/" + i1,schemaPath:"#/properties/pickup_hours/properties/hours/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data25.end === undefined){
const err63 = {instancePath:instancePath+"/pickup_hours/hours/" + i1,schemaPath:"#/properties/pickup_hours/properties/hours/items/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
for(const key4 in data25){
if(!(((key4 === "day") || (key4 === "start")) || (key4 === "end"))){
const err64 = {instancePath:instancePath+"/pickup_hours/hours/" + i1,schemaPath:"#/properties/pickup_hours/properties/hours/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data25.day !== undefined){
let data26 = data25.day;
if(typeof data26 !== "string"){
const err65 = {instancePath:instancePath+"/pickup_hours/hours/" + i1+"/day",schemaPath:"#/properties/pickup_hours/properties/hours/items/properties/day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(!(((((((data26 === "monday") || (data26 === "tuesday")) || (data26 === "wednesday")) || (data26 === "thursday")) || (data26 === "friday")) || (data26 === "saturday")) || (data26 === "sunday"))){
const err66 = {instancePath:instancePath+"/pickup_hours/hours/" + i1+"/day",schemaPath:"#/properties/pickup_hours/properties/hours/items/properties/day/enum",keyword:"enum",params:{allowedValues: schema48.properties.pickup_hours.properties.hours.items.properties.day.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data25.start !== undefined){
let data27 = data25.start;
if(typeof data27 === "string"){
if(!pattern6.test(data27)){
const err67 = {instancePath:instancePath+"/pickup_hours/hours/" + i1+"/start",schemaPath:"#/properties/pickup_hours/properties/hours/items/properties/start/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/pickup_hours/hours/" + i1+"/start",schemaPath:"#/properties/pickup_hours/properties/hours/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data25.end !== undefined){
let data28 = data25.end;
if(typeof data28 === "string"){
if(!pattern7.test(data28)){
const err69 = {instancePath:instancePath+"/pickup_hours/hours/" + i1+"/end",schemaPath:"#/properties/pickup_hours/properties/hours/items/properties/end/pattern",keyword:"pattern",params:{pattern: "^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"},message:"must match pattern \""+"^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"+"\""};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/pickup_hours/hours/" + i1+"/end",schemaPath:"#/properties/pickup_hours/properties/hours/items/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/pickup_hours/hours/" + i1,schemaPath:"#/properties/pickup_hours/properties/hours/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath:instancePath+"/pickup_hours/hours",schemaPath:"#/properties/pickup_hours/properties/hours/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
else {
const err73 = {instancePath:instancePath+"/pickup_hours",schemaPath:"#/properties/pickup_hours/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data.delivery_hours !== undefined){
let data29 = data.delivery_hours;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
for(const key5 in data29){
if(!(((key5 === "from") || (key5 === "to")) || (key5 === "hours"))){
const err74 = {instancePath:instancePath+"/delivery_hours",schemaPath:"#/properties/delivery_hours/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data29.from !== undefined){
let data30 = data29.from;
if(typeof data30 === "string"){
if(!pattern4.test(data30)){
const err75 = {instancePath:instancePath+"/delivery_hours/from",schemaPath:"#/properties/delivery_hours/properties/from/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/delivery_hours/from",schemaPath:"#/properties/delivery_hours/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data29.to !== undefined){
let data31 = data29.to;
if(typeof data31 === "string"){
if(!pattern4.test(data31)){
const err77 = {instancePath:instancePath+"/delivery_hours/to",schemaPath:"#/properties/delivery_hours/properties/to/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/delivery_hours/to",schemaPath:"#/properties/delivery_hours/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data29.hours !== undefined){
let data32 = data29.hours;
if(Array.isArray(data32)){
if(data32.length > 28){
const err79 = {instancePath:instancePath+"/delivery_hours/hours",schemaPath:"#/properties/delivery_hours/properties/hours/maxItems",keyword:"maxItems",params:{limit: 28},message:"must NOT have more than 28 items"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
const len2 = data32.length;
for(let i2=0; i2<len2; i2++){
let data33 = data32[i2];
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.day === undefined){
const err80 = {instancePath:instancePath+"/delivery_hours/hours/" + i2,schemaPath:"#/properties/delivery_hours/properties/hours/items/required",keyword:"required",params:{missingProperty: "day"},message:"must have required property '"+"day"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data33.start === undefined){
const err81 = {instancePath:instancePath+"/delivery_hours/hours/" + i2,schemaPath:"#/properties/delivery_hours/properties/hours/items/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data33.end === undefined){
const err82 = {instancePath:instancePath+"/delivery_hours/hours/" + i2,schemaPath:"#/properties/delivery_hours/properties/hours/items/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
for(const key6 in data33){
if(!(((key6 === "day") || (key6 === "start")) || (key6 === "end"))){
const err83 = {instancePath:instancePath+"/delivery_hours/hours/" + i2,schemaPath:"#/properties/delivery_hours/properties/hours/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data33.day !== undefined){
let data34 = data33.day;
if(typeof data34 !== "string"){
const err84 = {instancePath:instancePath+"/delivery_hours/hours/" + i2+"/day",schemaPath:"#/properties/delivery_hours/properties/hours/items/properties/day/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(!(((((((data34 === "monday") || (data34 === "tuesday")) || (data34 === "wednesday")) || (data34 === "thursday")) || (data34 === "friday")) || (data34 === "saturday")) || (data34 === "sunday"))){
const err85 = {instancePath:instancePath+"/delivery_hours/hours/" + i2+"/day",schemaPath:"#/properties/delivery_hours/properties/hours/items/properties/day/enum",keyword:"enum",params:{allowedValues: schema48.properties.delivery_hours.properties.hours.items.properties.day.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data33.start !== undefined){
let data35 = data33.start;
if(typeof data35 === "string"){
if(!pattern6.test(data35)){
const err86 = {instancePath:instancePath+"/delivery_hours/hours/" + i2+"/start",schemaPath:"#/properties/delivery_hours/properties/hours/items/properties/start/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/delivery_hours/hours/" + i2+"/start",schemaPath:"#/properties/delivery_hours/properties/hours/items/properties/start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data33.end !== undefined){
let data36 = data33.end;
if(typeof data36 === "string"){
if(!pattern7.test(data36)){
const err88 = {instancePath:instancePath+"/delivery_hours/hours/" + i2+"/end",schemaPath:"#/properties/delivery_hours/properties/hours/items/properties/end/pattern",keyword:"pattern",params:{pattern: "^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"},message:"must match pattern \""+"^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$"+"\""};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/delivery_hours/hours/" + i2+"/end",schemaPath:"#/properties/delivery_hours/properties/hours/items/properties/end/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
else {
const err90 = {instancePath:instancePath+"/delivery_hours/hours/" + i2,schemaPath:"#/properties/delivery_hours/properties/hours/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
else {
const err91 = {instancePath:instancePath+"/delivery_hours/hours",schemaPath:"#/properties/delivery_hours/properties/hours/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
else {
const err92 = {instancePath:instancePath+"/delivery_hours",schemaPath:"#/properties/delivery_hours/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.auto_close_day !== undefined){
if(typeof data.auto_close_day !== "boolean"){
const err93 = {instancePath:instancePath+"/auto_close_day",schemaPath:"#/properties/auto_close_day/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data.auto_close_time !== undefined){
let data38 = data.auto_close_time;
if(typeof data38 === "string"){
if(!pattern6.test(data38)){
const err94 = {instancePath:instancePath+"/auto_close_time",schemaPath:"#/properties/auto_close_time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/auto_close_time",schemaPath:"#/properties/auto_close_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.business_day_start !== undefined){
let data39 = data.business_day_start;
if(typeof data39 === "string"){
if(!pattern6.test(data39)){
const err96 = {instancePath:instancePath+"/business_day_start",schemaPath:"#/properties/business_day_start/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/business_day_start",schemaPath:"#/properties/business_day_start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.date_format !== undefined){
let data40 = data.date_format;
if(typeof data40 !== "string"){
const err98 = {instancePath:instancePath+"/date_format",schemaPath:"#/properties/date_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(!((((((data40 === "YYYY-MM-DD") || (data40 === "DD-MM-YYYY")) || (data40 === "MM-DD-YYYY")) || (data40 === "MM/DD/YYYY")) || (data40 === "YYYY/MM/DD")) || (data40 === "DD/MM/YYYY"))){
const err99 = {instancePath:instancePath+"/date_format",schemaPath:"#/properties/date_format/enum",keyword:"enum",params:{allowedValues: schema48.properties.date_format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data.hour_format !== undefined){
let data41 = data.hour_format;
if(typeof data41 !== "string"){
const err100 = {instancePath:instancePath+"/hour_format",schemaPath:"#/properties/hour_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(!((((((data41 === "HH:mm:ss") || (data41 === "HH:mm:ss A")) || (data41 === "HH:mm")) || (data41 === "HH:mm A")) || (data41 === "hh:mm A")) || (data41 === "hh:mm:ss A"))){
const err101 = {instancePath:instancePath+"/hour_format",schemaPath:"#/properties/hour_format/enum",keyword:"enum",params:{allowedValues: schema48.properties.hour_format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data.currency_symbol !== undefined){
let data42 = data.currency_symbol;
if(typeof data42 === "string"){
if(func3(data42) > 4){
const err102 = {instancePath:instancePath+"/currency_symbol",schemaPath:"#/properties/currency_symbol/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(func3(data42) < 1){
const err103 = {instancePath:instancePath+"/currency_symbol",schemaPath:"#/properties/currency_symbol/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
else {
const err104 = {instancePath:instancePath+"/currency_symbol",schemaPath:"#/properties/currency_symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data.currency !== undefined){
let data43 = data.currency;
if(typeof data43 !== "string"){
const err105 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(!((((((((((((((((data43 === "USD") || (data43 === "CAD")) || (data43 === "MXN")) || (data43 === "GTQ")) || (data43 === "CRC")) || (data43 === "DOP")) || (data43 === "COP")) || (data43 === "PEN")) || (data43 === "CLP")) || (data43 === "ARS")) || (data43 === "UYU")) || (data43 === "BRL")) || (data43 === "EUR")) || (data43 === "GBP")) || (data43 === "AUD")) || (data43 === "JPY"))){
const err106 = {instancePath:instancePath+"/currency",schemaPath:"#/properties/currency/enum",keyword:"enum",params:{allowedValues: schema48.properties.currency.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data.week_start !== undefined){
let data44 = data.week_start;
if(typeof data44 !== "string"){
const err107 = {instancePath:instancePath+"/week_start",schemaPath:"#/properties/week_start/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(!(((((((data44 === "monday") || (data44 === "tuesday")) || (data44 === "wednesday")) || (data44 === "thursday")) || (data44 === "friday")) || (data44 === "saturday")) || (data44 === "sunday"))){
const err108 = {instancePath:instancePath+"/week_start",schemaPath:"#/properties/week_start/enum",keyword:"enum",params:{allowedValues: schema48.properties.week_start.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data.two_factor !== undefined){
if(typeof data.two_factor !== "boolean"){
const err109 = {instancePath:instancePath+"/two_factor",schemaPath:"#/properties/two_factor/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
else {
const err110 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}

export const validateTax = validate48;
const schema49 = {"$id":"tax","title":"Tax","type":"object","x-resource":{"type":"Tax","plural":"Taxes","route":"taxes","section":"business-info","order":5,"icon":"Percent","list":["name","rate","is_default","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"business-info","permission":"taxes"},"x-unique":[["name"]],"x-single-default":"is_default","required":["name","rate"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"rate":{"description":"Percentage applied to the price, e.g. 8.875: up to three decimals, as tax rates are written.","type":"number","minimum":0,"maximum":100,"x-decimals":3,"x-ui":{"widget":"percent"}},"is_default":{"description":"Applied to new menu items; only one tax is the default.","type":"boolean","default":false},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="tax" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.rate === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rate"},message:"must have required property '"+"rate"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "rate")) || (key0 === "is_default")) || (key0 === "status"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.rate !== undefined){
let data1 = data.rate;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(Math.abs(Math.round(data1 * 1000) - data1 * 1000) > 1e-6){
const err8 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/x-decimals",keyword:"x-decimals",params:{ limit: 3 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.is_default !== undefined){
if(typeof data.is_default !== "boolean"){
const err10 = {instancePath:instancePath+"/is_default",schemaPath:"#/properties/is_default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((data3 === "active") || (data3 === "inactive"))){
const err12 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema49.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}

export const validateTipSuggestion = validate49;
const schema50 = {"$id":"tip-suggestion","title":"Tip suggestions","description":"The three tips the POS, kiosk and online ordering suggest to a customer, each a name and a percentage.","type":"object","x-resource":{"type":"TipSuggestion","plural":"TipSuggestions","route":"tips","section":"operations","order":8,"icon":"Savings","list":["suggestions"],"sort":{"field":"id","order":"ASC"},"singleton":true},"x-access":{"module":"operations","permission":"tips"},"required":["suggestions"],"additionalProperties":false,"properties":{"suggestions":{"description":"Exactly three: what the customer sees, in order.","type":"array","minItems":3,"maxItems":3,"default":[{"name":"Good","value":15},{"name":"Great","value":18},{"name":"Excellent","value":20}],"x-messages":{"minItems":"validation.tips.three","maxItems":"validation.tips.three"},"items":{"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"value":{"description":"A currency-style amount: never negative, at most two decimals.","type":"number","minimum":0,"maximum":100,"x-decimals":2,"x-ui":{"widget":"percent"}}}}}}};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="tip-suggestion" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.suggestions === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "suggestions"},message:"must have required property '"+"suggestions"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "suggestions")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.suggestions !== undefined){
let data0 = data.suggestions;
if(Array.isArray(data0)){
if(data0.length > 3){
const err2 = {instancePath:instancePath+"/suggestions",schemaPath:"#/properties/suggestions/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 3){
const err3 = {instancePath:instancePath+"/suggestions",schemaPath:"#/properties/suggestions/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err4 = {instancePath:instancePath+"/suggestions/" + i0,schemaPath:"#/properties/suggestions/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.value === undefined){
const err5 = {instancePath:instancePath+"/suggestions/" + i0,schemaPath:"#/properties/suggestions/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data1){
if(!((key1 === "name") || (key1 === "value"))){
const err6 = {instancePath:instancePath+"/suggestions/" + i0,schemaPath:"#/properties/suggestions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.name !== undefined){
let data2 = data1.name;
if(typeof data2 === "string"){
if(func3(data2) > 100){
const err7 = {instancePath:instancePath+"/suggestions/" + i0+"/name",schemaPath:"#/properties/suggestions/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func3(data2) < 1){
const err8 = {instancePath:instancePath+"/suggestions/" + i0+"/name",schemaPath:"#/properties/suggestions/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/suggestions/" + i0+"/name",schemaPath:"#/properties/suggestions/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.value !== undefined){
let data3 = data1.value;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 100 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/suggestions/" + i0+"/value",schemaPath:"#/properties/suggestions/items/properties/value/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/suggestions/" + i0+"/value",schemaPath:"#/properties/suggestions/items/properties/value/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(Math.abs(Math.round(data3 * 100) - data3 * 100) > 1e-6){
const err12 = {instancePath:instancePath+"/suggestions/" + i0+"/value",schemaPath:"#/properties/suggestions/items/properties/value/x-decimals",keyword:"x-decimals",params:{ limit: 2 },message:"too many decimals"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/suggestions/" + i0+"/value",schemaPath:"#/properties/suggestions/items/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/suggestions/" + i0,schemaPath:"#/properties/suggestions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/suggestions",schemaPath:"#/properties/suggestions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}

export const validateVendor = validate50;
const schema51 = {"$id":"vendor","title":"Vendor","description":"A supplier the store buys ingredients from.","type":"object","x-resource":{"type":"Vendor","plural":"Vendors","route":"vendors","section":"inventory","order":5,"icon":"LocalShipping","list":["name","contact_name","phone","email","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"inventory","permission":"vendors"},"x-unique":[["name"]],"required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"contact_name":{"type":"string","maxLength":120,"x-trim":true},"phone":{"description":"A phone number: digits, spaces and + ( ) - . only.","type":"string","maxLength":30,"pattern":"^[0-9+()\\-. ]{7,30}$","x-trim":true,"x-messages":{"pattern":"validation.phone"}},"email":{"description":"An e-mail address.","type":"string","maxLength":254,"pattern":"^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$","x-trim":true,"x-messages":{"pattern":"validation.email"},"x-ui":{"widget":"email"}},"address":{"type":"string","maxLength":200,"x-trim":true},"notes":{"type":"string","maxLength":500,"x-ui":{"widget":"multiline"}},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="vendor" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "name") || (key0 === "contact_name")) || (key0 === "phone")) || (key0 === "email")) || (key0 === "address")) || (key0 === "notes")) || (key0 === "status"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func3(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.contact_name !== undefined){
let data1 = data.contact_name;
if(typeof data1 === "string"){
if(func3(data1) > 120){
const err5 = {instancePath:instancePath+"/contact_name",schemaPath:"#/properties/contact_name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/contact_name",schemaPath:"#/properties/contact_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.phone !== undefined){
let data2 = data.phone;
if(typeof data2 === "string"){
if(func3(data2) > 30){
const err7 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern13.test(data2)){
const err8 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^[0-9+()\\-. ]{7,30}$"},message:"must match pattern \""+"^[0-9+()\\-. ]{7,30}$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.email !== undefined){
let data3 = data.email;
if(typeof data3 === "string"){
if(func3(data3) > 254){
const err10 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern0.test(data3)){
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/pattern",keyword:"pattern",params:{pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"},message:"must match pattern \""+"^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.address !== undefined){
let data4 = data.address;
if(typeof data4 === "string"){
if(func3(data4) > 200){
const err13 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.notes !== undefined){
let data5 = data.notes;
if(typeof data5 === "string"){
if(func3(data5) > 500){
const err15 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.status !== undefined){
let data6 = data.status;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data6 === "active") || (data6 === "inactive"))){
const err18 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema51.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}

export const validateVoidReason = validate51;
const schema52 = {"$id":"void-reason","title":"Void reason","description":"Why an item or a check is voided on the POS (wrong order, customer left…); some need a manager's approval.","type":"object","x-resource":{"type":"VoidReason","plural":"VoidReasons","route":"voids","section":"operations","order":4,"icon":"RemoveShoppingCart","list":["name","manager_approval","status"],"sort":{"field":"name","order":"ASC"},"filterVariants":true},"x-access":{"module":"operations","permission":"voids"},"x-unique":[["name"]],"required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":100,"x-trim":true},"manager_approval":{"description":"A manager approves the void on the POS.","type":"boolean","default":false},"status":{"description":"Whether the record is in use. Inactive records stay for history but are hidden from the POS.","type":"string","enum":["active","inactive"],"default":"active","x-ui":{"widget":"status"}}}};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="void-reason" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "manager_approval")) || (key0 === "status"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 100){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func3(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.manager_approval !== undefined){
if(typeof data.manager_approval !== "boolean"){
const err5 = {instancePath:instancePath+"/manager_approval",schemaPath:"#/properties/manager_approval/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data2 === "active") || (data2 === "inactive"))){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema52.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}
