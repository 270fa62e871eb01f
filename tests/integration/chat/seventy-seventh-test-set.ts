import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: Fula cattle herders and the farmers around them in Koinadugu and Bombali; writers: old Fula cattle owner in Kabala (grandson types), young Fula herder's wife in Fadugu, Limba farmer in Kamakwie, cattle middleman at Makeni market, Kuranko farm woman on voice typing, herder's son in London/Conakry, Makeni schoolteacher writing formal letters, teenage herd boy in SMS shorthand.
export const SEVENTY_SEVENTH_TEST_SET: LabelledMessage[] = [
  { message: "Salaam alaikum. Good morning to una", intent: "greeting" },
  { message: "Police come take my husband from the cattle kraal dis morning for Kabala, dem say na him tif the farmer cow. Abeg help", intent: "urgent" },
  {
    message:
      "Dear Sir, I am a retired teacher in Makeni. My family has 20 acres at Kalangba which Fula herders have used for grazing for years without any paper. We now wish to lease it to them properly with a written lease. Can your firm assist with this?",
    intent: "area:land",
  },
  { message: "how much a big bull de sell for Makeni cattle market now", intent: "off-topic" },
  { message: "if cow enter my farm and eat all my groundnut, can I kill the cow and nothing go happen to me?", intent: "legal-question" },
  {
    message: "Di farmers dem wit cutlass de cum to our camp now now, dem say dem go kill all fula ya. we de hide for bush wit the pikin dem",
    intent: "safety",
  },
  { message: "wat time una de open monday", intent: "hours" },
  {
    message:
      "my husband die last month in Sinkunia he get 45 cows. his broda dem wan take all the cows and me and my 4 pikin no get notin. I need lawyer for this",
    intent: "area:family",
  },
  {
    message: "my son is charged for cattle theft at Kabala magistrate court, case start next month. He is on bail. we need defence lawyer",
    intent: "area:criminal",
  },
  { message: "I want book appointment wit lawyer for next Tuesday about grazing land case", intent: "booking" },
  { message: "pls wetin medicine I fit give cow wey de cough and no de eat grass", intent: "off-topic" },
  { message: "dem don lock my broda for Fadugu police post since yesterday over one missing cow, dem no gree for release am", intent: "urgent" },
  {
    message: "Me and 3 other cattle traders for Makeni want register company for buy and sell cows to Freetown abattoir. how we go do am",
    intent: "area:business",
  },
  { message: "how many lawyers una get for that office", intent: "team" },
  { message: "The chief fine me 2 million leones because my cows entered a farm that was not even fenced. Is that fine legal??", intent: "legal-question" },
  {
    message: "i give one man 30 cows for look after for Koinadugu, we sign paper. now he say 8 cows die but I know he sell dem. I want enforce our agreement",
    intent: "area:contract",
  },
  { message: "pls send me una whatsapp number", intent: "phone" },
  {
    message:
      "The farmers association and the cattle owners in Bombali want settle our quarrel out of court with a mediator, we don tired of court. Una de do dat kind of mediation?",
    intent: "area:arbitration",
  },
  {
    message: "My husband beat me again last night because I ask for my share of the cow sale money. He say next time he go kill me. I de fear to go back home",
    intent: "safety",
  },
  {
    message:
      "We import vaccine and veterinary drugs for our cattle from Senegal by ship, the container stuck for Queen Elizabeth Quay 3 weeks now, customs no release am. Can una help clear it?",
    intent: "area:shipping",
  },
  { message: "abeg write small poem about my white cow for my daughter school", intent: "off-topic" },
  { message: "Soldiers carry 6 herders from our village to the barracks in Kabala last night, dem beat dem. One na my papa. Wetin we go do", intent: "urgent" },
  { message: "hello good evening", intent: "greeting" },
  {
    message:
      "Somebody sell me land for Bombali for make cattle ranch but now another family say na dem own the lan. I need title search before I pay the remaining money",
    intent: "area:land",
  },
  { message: "wat kind of cases una de handle", intent: "services" },
  {
    message: "the herder cows don destroy my cassava farm for Kamakwie two acres full stop how much compensation the court go give me question mark",
    intent: "legal-question",
  },
  { message: "how much una de charge for land case? I be farmer I no get plenty money", intent: "knowledge:Fees" },
  { message: "police dey outside our compound now wit gun dem want take my 2 sons say na dem steal cows from Kamabai", intent: "urgent" },
  {
    message:
      "Dear Madam, my daughter was married to a Fula cattle owner in Kabala. They have separated and he has taken the two children to the cattle camp and refuses to let her see them. We want custody for her.",
    intent: "area:family",
  },
  { message: "Does rain start early this year in Koinadugu? I want to know when to move the cattle", intent: "off-topic" },
  { message: "Can I see a lawyer this Friday? I will come from Kabala", intent: "booking" },
  { message: "weh una office de exactly for Freetown and wetin time una de open? I go cum from Makeni by bus", intent: "address", also: ["hours"] },
  {
    message:
      "they accuse my uncle of setting fire to farmer rice farm after the cow quarrel. police bail him but the case go court. we want lawyer to defend am",
    intent: "area:criminal",
  },
  {
    message:
      "youths from the next village say if our cows cross the river again they will burn our huts with us inside. they come every night shouting. please what can we do",
    intent: "safety",
  },
  {
    message:
      "I sold 40 cows to a trader from Guinea and he paid only half. Our contract says any dispute go to arbitration. Can you represent me in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "pls i get problem", intent: "unknown" },
  { message: "Does the farmer have the right to seize my cows and keep them until I pay him?", intent: "legal-question" },
  { message: "Una open on Saturday? market day na Saturday so dat na da only day I fit travel", intent: "hours" },
  { message: "Abeg I want meet one lawyer face to face, I go come Freetown next week wit my wife", intent: "booking" },
  { message: "how to make wara (cheese) from cow milk", intent: "off-topic" },
  { message: "I need lawyer to draft a supply contract, I want supply 10 cows every month to one butcher company in Freetown", intent: "area:contract" },
  { message: "tenki ya, God bless", intent: "thanks" },
  {
    message:
      "I get cattle business for Kabala and wan borrow money from bank for buy more cows. Bank say I need company documents. can una help me set up the company and deal with the bank",
    intent: "area:business",
  },
  { message: "wat is your email adress", intent: "email" },
  {
    message:
      "My brother is shipping a container of cow hides from Freetown port to Nigeria but the shipping line lost some of the bundles. We want to make a cargo claim.",
    intent: "area:shipping",
  },
  { message: "Una lawyer dem sabi Fula language? My papa no sabi English or Krio good", intent: "knowledge:Languages spoken" },
  { message: "I wan make appointment fo talk to lawyer about my cows wey di farmer dem seize", intent: "booking" },
  { message: "one man dem call hunter de threaten me on phone say if i no pay back the cow money he go shoot me. i fear for my life", intent: "safety" },
  {
    message:
      "The family who gave my grandfather grazing land in Koinadugu 40 years ago now want take it back and sell it. We have old paper from the chief. We want lawyer to protect our land",
    intent: "area:land",
  },
  { message: "Dem just carry my papa commot we house now now, CID people, dem say na cattle rustling. He old and sick. Wetin we do?", intent: "urgent" },
  { message: "how far is Kabala to Falaba by okada and how much fare", intent: "off-topic" },
  { message: "is there any female lawyer in your firm", intent: "team" },
  {
    message: "My husband marry second wife and give her 10 of my cows, the cows my papa give me for wedding. Does he have right to do that?",
    intent: "legal-question",
  },
  {
    message: "My husband na cattle owner for Bombali, he refuse give money for the pikin dem school since he comot. I want maintenance for my 3 pikin",
    intent: "area:family",
  },
  { message: "How can I reach una? phone, email, anything", intent: "contact" },
  {
    message: "My boy 17 years de go court for Makeni next week, dem say na him and his friend tif 3 cows. He no get lawyer yet. can you defend him",
    intent: "area:criminal",
  },
  {
    message: "pls help police arrest my herd boys 3 of them at Binkolo checkpoint wit 20 cows say we no get movement permit, now dem de for cell",
    intent: "urgent",
  },
  { message: "What services does your firm offer? I am a livestock farmer.", intent: "services" },
  { message: "ok bye for now", intent: "goodbye" },
  { message: "I need job as herd boy, any cattle owner need worker?", intent: "off-topic" },
  {
    message:
      "Between us and the farmers at Bumbuna we already did mediation and the chiefdom gave award that they pay us for the 5 cows they killed. Now they refuse to pay. We need help to enforce that award.",
    intent: "area:arbitration",
  },
  { message: "If I come with my pickup to the office is there place to park", intent: "knowledge:Parking" },
  { message: "If my cow kill somebody pikin on the road, na me go jail or na only compensation?", intent: "legal-question" },
  {
    message:
      "Na middleman I be for Makeni cattle market. Some buyer dem take 12 cows on credit, we get written agreement, dem no pay since 4 months. I want lawyer to collect the money",
    intent: "area:contract",
  },
  { message: "r u open 2day? wat time u close", intent: "hours" },
  {
    message: "Abeg dem don hold my husband at Kabala police station two days now no charge no food. he na herder. Give me number to call una",
    intent: "urgent",
    also: ["phone"],
  },
  {
    message:
      "Good afternoon, I want invest in big cattle ranch in Koinadugu with my partners from Guinea. Need help with investment papers and shareholders agreement.",
    intent: "area:business",
  },
  { message: "the crowd de gather for we compound now wit sticks, dem say we cow kill their boy. Dem de shout burn am. Help", intent: "safety" },
  { message: "Wetin be una phone number", intent: "phone" },
  {
    message:
      "Good day. We are bringing in a ship load of animal feed from Morocco and the charter party says demurrage applies. The vessel is waiting at the quay and the charterer is blaming us. Need shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "can u help me do my homework on agriculture, topic is transhumance in Sierra Leone", intent: "off-topic" },
  { message: "Is Mohamed Conteh still working there? Somebody say he good for land matters", intent: "attorney:Mohamed Conteh" },
  {
    message:
      "Dear Sir, I would like to schedule a consultation with one of your lawyers concerning a dispute over grazing land in Sinkunia. Kindly let me know available dates.",
    intent: "booking",
  },
  { message: "I want buy 5 acres near Makeni for keep my cows. I need lawyer for the conveyancing and the title deed", intent: "area:land" },
  { message: "hmm", intent: "unknown" },
  { message: "I be Fula born here in Kabala. The chief say Fula no fit own land here only lease. Is that true by law?", intent: "legal-question" },
  { message: "police take my 14 year old pikin from the cattle camp say he carry the stolen cow. He small. He de for Fadugu station now", intent: "urgent" },
  { message: "wetin be the price of cow milk per litre for Kabala", intent: "off-topic" },
  {
    message:
      "my papa die no write will, he get cows and 2 houses. we 9 pikin from 3 mothers. we want the inheritance share properly through the court. can una handle",
    intent: "area:family",
  },
  { message: "Pls I need una email so I send the chief letter", intent: "email" },
  {
    message: "I was convicted at Kabala magistrate court for receiving stolen cattle and I want to appeal. I am out on bail pending appeal.",
    intent: "area:criminal",
  },
  {
    message:
      "Mi husband brother say if I no marry am now wey my husband don die, he go beat me and take my pikin. He beat me yesterday. I de hide by my sister",
    intent: "safety",
  },
  {
    message: "we get quarrel wit the butcher company for Freetown about price of 50 cows, we no want court, we want arbitration. una fit help",
    intent: "area:arbitration",
  },
  { message: "pls book me fo see lawyer 2moro morning", intent: "booking" },
  { message: "do you take payment in small parts? i can pay after i sell some cows", intent: "knowledge:Fees" },
  { message: "how i go charge my phone for the bush, no current for cattle camp", intent: "off-topic" },
  {
    message: "My son worked 3 years for a big cattle owner in Bombali without contract and they now sack him without pay. we want to claim his money",
    intent: "area:contract",
  },
  { message: "Na now di police de tie my broda hand dem wan put am na vehicle. Dem say him cow dem spoil farm. Abeg", intent: "urgent" },
  { message: "Can the farmer sue me for crops my cows ate 2 years ago or is it too late now?", intent: "legal-question" },
  { message: "Who are the lawyers in your firm?", intent: "team" },
  {
    message: "We are a cooperative of Fula women in Kabala selling milk and wara. We want to register properly as a company. Can you help us?",
    intent: "area:business",
  },
  { message: "Thank you very much for the information", intent: "thanks" },
  { message: "Pls give me direction to una office, I no sabi Freetown well", intent: "address" },
  { message: "Do you speak French? My uncle from Guinea want explain his cattle problem himself", intent: "knowledge:Languages spoken" },
  { message: "they are holding my father at the army barracks since yesterday after the clash with farmers in Kamakwie. Nobody can see him", intent: "urgent" },
  { message: "Una office open till what time on Friday?", intent: "hours" },
  { message: "When I come, which papers I go carry? I get the chief letter and the cow receipts", intent: "knowledge:What to bring" },
  { message: "wat una de do for people", intent: "services" },
  {
    message:
      "Hello, I am in Conakry. We send dried meat and hides by boat to Freetown and the port say we must pay extra customs duty. We think it is wrong. Can your shipping lawyer help?",
    intent: "area:shipping",
  },
  { message: "Pls how I go contact una from the village? No network always", intent: "contact" },
  { message: "abeg which grass good pass for make cow fat quick before Christmas sale", intent: "off-topic" },
  {
    message:
      "Me wife dem hold am for Kamakwie police station since yesterday because dem say she know where the stolen cows hide. She get baby for breast. Abeg help us",
    intent: "urgent",
  },
  {
    message:
      "Our cattle route from Koinadugu to Bombali pass through one land wey new owner don fence. He say we no fit pass again. we want lawyer to check the boundary and the papers",
    intent: "area:land",
  },
  { message: "Hi", intent: "greeting" },
  {
    message: "my papa leave 60 cows for me and my sisters. my uncle say girl pikin no fit inherit cows for Fula custom. Is dat correct under Sierra Leone law?",
    intent: "legal-question",
  },
  { message: "Good morning, are you open during Ramadan and what are the hours?", intent: "hours" },
  {
    message:
      "Dear Sir, I am a butcher in Makeni. I had a written agreement with a herder to deliver 4 cows every week. He stopped after 2 months and sold to another buyer at a higher price. I want to take action on the contract.",
    intent: "area:contract",
  },
  {
    message: "Pls the farmers dem don surround our village, dem get cutlass and fire. Women and pikin de run. Na Sinkunia side. Wetin we go do",
    intent: "safety",
  },
  { message: "Wan talk to lawya about my cattle case, when una free dis week", intent: "booking" },
  { message: "how much transport from Makeni to Kabala now by poda poda", intent: "off-topic" },
  {
    message: "Police invite me to Kabala station next week for statement about cows wey lost. I never do notin. I need lawyer to go wit me",
    intent: "area:criminal",
  },
  {
    message:
      "Yusuf my brother was picked up by police at Makeni cattle market this afternoon. They said he sold stolen cows. He is at Makeni Central police now.",
    intent: "urgent",
  },
  {
    message: "Pls my husband want divorce me because I no born boy pikin. He say I no go get any cow. Na 12 years we married. I need family lawyer",
    intent: "area:family",
  },
  { message: "Do una do only court cases or una de do other things too?", intent: "services" },
  { message: "number fo call una pls", intent: "phone" },
  {
    message:
      "Me and my cousin get meat shop company together for Freetown, we both shareholders. Now he want push me out and take over. I need business lawyer",
    intent: "area:business",
  },
  { message: "is it legal for the chiefdom police to take 5 of my cows as fine without going to court?", intent: "legal-question" },
  {
    message:
      "Me and the farmer we agree make Paramount Chief settle the case but we want lawyer dere during the mediation so the thing go fair. Una de do dat?",
    intent: "area:arbitration",
  },
  { message: "Write me a CV, I want apply for livestock officer job at Ministry of Agriculture", intent: "off-topic" },
  { message: "dem lock 4 of our herd boys na Bumbuna police cell since Sunday night, dem no tell us wetin dem charge dem wit", intent: "urgent" },
  {
    message:
      "We ordered milking machines and fence wire from China. The ship arrived at QE II Quay but half the goods are damaged. Need a lawyer for cargo claim.",
    intent: "area:shipping",
  },
  { message: "email address pls and una phone number too", intent: "email", also: ["phone"] },
  { message: "I only speak Temne and small Krio. Una get somebody wey sabi Temne?", intent: "knowledge:Languages spoken" },
  { message: "My husband don take cutlass say he go cut me because I sell two goat without tell am. I de hide for neighbor house now", intent: "safety" },
  { message: "I want lease 50 acres from the chiefdom for my cows for 25 years. I want proper lease paper so nobody go drive me later", intent: "area:land" },
  { message: "Police dey our house now! dem de search for my papa about the cows wey lost for Kamabai. dem don take my broda already", intent: "urgent" },
  { message: "Ok thanks a lot", intent: "thanks" },
  {
    message: "The herders cows eat my rice every year. If I fence my farm and the cows still break it, who go pay for the fence by law?",
    intent: "legal-question",
  },
  { message: "una de work on sunday", intent: "hours" },
  { message: "I want buy good bull for breeding, who sell N'Dama bull for Koinadugu", intent: "off-topic" },
  {
    message: "My nephew case for cattle theft don finish for High Court Makeni, dem give am 5 years. We want appeal the judgment. Pls help",
    intent: "area:criminal",
  },
  {
    message: "Good afternoon, I am in Kabala, can I arrange a phone consultation with one of your lawyers since I cannot travel to Freetown?",
    intent: "booking",
  },
  { message: "Me wife run go Guinea wit our 2 small pikin and 10 cows. I want my pikin back. Need lawyer for custody", intent: "area:family" },
  { message: "una get Fula lawyer dere?", intent: "team" },
  { message: "parking dey near una office? I get motorbike", intent: "knowledge:Parking" },
  { message: "My husband don spend 3 days at Kabala barracks, soldiers take am say him cows spoil army farm. Nobody can see him. Pls", intent: "urgent" },
  {
    message:
      "We are a group of cattle owners in Bombali and want to form a livestock company with 10 shareholders and a board. Need help with the company registration and governance documents.",
    intent: "area:business",
  },
  { message: "Di man borrow me 5 cows and now he say na gift. No paper. Will I win if I go court?", intent: "legal-question" },
  { message: "recipe fo beef plasas Kabala style pls", intent: "off-topic" },
  {
    message: "Some men wey I no know de follow me since I comot the cattle market wit the money. Dem de stand outside the lodge now. I fear",
    intent: "safety",
  },
  { message: "Alright, I go talk to una later. Bye", intent: "goodbye" },
  { message: "What are all the ways to reach your firm? I am in London", intent: "contact" },
  {
    message:
      "We had arbitration in Freetown with a Guinean cattle company and we won the award. They have property in Sierra Leone. Help us enforce the award.",
    intent: "area:arbitration",
  },
  { message: "pls police come hold all the men for our cattle camp Fadugu dis morning, dem tie dem and put dem for truck", intent: "urgent" },
  { message: "Which area for Freetown una office de? Near Law Court?", intent: "address" },
  { message: "What documents should I bring to the consultation about my late father's cattle?", intent: "knowledge:What to bring" },
  {
    message: "I employ 6 herd boys for my cattle for Koinadugu. I want proper employment contract for dem so no palaver later. Can una draft",
    intent: "area:contract",
  },
  {
    message: "My cows were stolen and I found them with a trader in Makeni who says he bought them. Does he have to give them back to me?",
    intent: "legal-question",
  },
  { message: "Abeg how I go send money wit Orange money to Guinea", intent: "off-topic" },
  {
    message:
      "Dear Sir, my late father left us family land in Kamakwie. My uncles have given part of it to Fula herders for grazing without our consent. We need help to stop this and protect the family land.",
    intent: "area:land",
  },
  { message: "I want come see one lawyer next week Wednesday at 11. possible?", intent: "booking" },
  {
    message: "They have arrested my son at the Guinea border at Gbalamuya with 15 cattle. He is in the police station there since last night.",
    intent: "urgent",
  },
  { message: "Hello, what areas of law does Kamara & Associates cover?", intent: "services" },
  { message: "Who is the best football team in Sierra Leone premier league", intent: "off-topic" },
  {
    message:
      "Dem accuse my papa say na him kill the farmer for Kamakwie during the fight last year. Him de on bail. trial de cum. We need strong criminal lawyer",
    intent: "area:criminal",
  },
  { message: "I want know about Ibrahim Jalloh, is he the one for criminal cases?", intent: "attorney:Ibrahim Jalloh" },
  { message: "Di farmer son dem stab my cow and tell me next time na me. Dem get gun. Dem say dem go come tonight", intent: "safety" },
  {
    message:
      "I am a trader bringing goats and sheep by boat from Guinea to Freetown for Tabaski. The port officials have detained the boat and the animals. Need help.",
    intent: "area:shipping",
  },
  { message: "?", intent: "unknown" },
  {
    message: "The Native Administration court order me to pay 10 cows for farm damage. I think it too much. Can I appeal to magistrate court?",
    intent: "legal-question",
  },
  { message: "Good day sir/madam", intent: "greeting" },
  { message: "are you open tomorrow Friday question mark", intent: "hours" },
  { message: "I no get money now but the case serious. Una de do legal aid?", intent: "knowledge:Fees" },
  { message: "Na now now OSD people carry my husband commot from Kabala market. Dem no tell us wetin. Help abeg", intent: "urgent" },
  {
    message:
      "My late husband was a Fula herder. He wrote a will giving his cows to his first wife children only. I am the second wife with 3 children. I want lawyer to check the will and the probate",
    intent: "area:family",
  },
  {
    message: "I want start export business for cattle hides and horns. Wetin I need for registration and investment license? Need business lawyer",
    intent: "area:business",
  },
  { message: "Whatsapp num?", intent: "phone" },
  { message: "When is the next big cattle market day at Kabala", intent: "off-topic" },
  {
    message:
      "Farmers and herders for Kamakwie wan settle all the crop damage palaver one time through mediation instead of court. Una fit send lawyer for mediate?",
    intent: "area:arbitration",
  },
  {
    message: "we rent truck from one man for carry cows to Freetown, contract say he go deliver in 2 days, he take 6 days and 4 cows die. I want claim",
    intent: "area:contract",
  },
  { message: "How many lawyers do you have and are any of them from the north?", intent: "team" },
  {
    message:
      "My daughter is 15, her father's family want to force her to marry an old cattle owner next week. She ran to me and they say they will come and take her by force. she is afraid",
    intent: "safety",
  },
  { message: "Dem don take my uncle to Pademba Road from Kabala, him no go court yet, 2 weeks now", intent: "urgent" },
  { message: "Pls can I meet lawyer on Monday afternoon about my papa cows matter", intent: "booking" },
  { message: "how long cow de carry belle before it born", intent: "off-topic" },
  {
    message:
      "The cattle market association in Makeni wants to put an arbitration clause in all sale agreements between herders and middlemen. Can you advise and act as arbitrator for our disputes?",
    intent: "area:arbitration",
  },
  { message: "I wan send una my documents by email. Which email?", intent: "email" },
  { message: "Does a herder have any right to graze on land just because his family has grazed there for 30 years?", intent: "legal-question" },
  { message: "How do I get to your office from Lumley? Which road?", intent: "address" },
  { message: "wat docs 2 carry 4 d meeting", intent: "knowledge:What to bring" },
  {
    message: "Na me get 3 container of cow hides for export at the Quay, customs say papers no correct and dem go auction am. Abeg shipping lawyer",
    intent: "area:shipping",
  },
  { message: "Can I book a time with a lawyer to discuss farm damage by cows? I am free any day after 2pm", intent: "booking" },
  { message: "weda rain go fall 2day for Kabala", intent: "off-topic" },
  { message: "tanks u so much, u help me a lot", intent: "thanks" },
  {
    message: "Landlord lease me land for Bombali for 10 years, now na 4 years he want drive me and my cows komot. I get lease paper. I need land lawyer",
    intent: "area:land",
  },
  { message: "pls dem de beat my mama now for cattle camp, na her husband brother. we no fit stop am", intent: "safety" },
  { message: "Do you help farmers or only businessmen?", intent: "services" },
  {
    message:
      "Our refrigerated container of frozen beef from Brazil was delayed at QEII Quay and the meat spoiled because there was no power. We want to claim from the shipping line and the port.",
    intent: "area:shipping",
  },
  { message: "Dear Sir, I wish to book a meeting with the land lawyer on Thursday regarding a grazing dispute. Please confirm.", intent: "booking" },
  { message: "I de call from Fadugu, police carry my pikin papa since yesterday for cattle tif. Dem de beat am for cell. abeg come", intent: "urgent" },
  {
    message: "I am Fula woman from Kabala, I want adopt my late sister 2 children properly so I can travel with them to Guinea. Can una handle adoption",
    intent: "area:family",
  },
  { message: "Hello how do i get in touch with someone at the firm", intent: "contact" },
  { message: "Is there car park for visitors? I'll drive from Makeni", intent: "knowledge:Parking" },
  {
    message:
      "I want to bring investors from Guinea into my cattle fattening business in Kabala. How should we share the company and register it? Need business lawyer",
    intent: "area:business",
  },
  {
    message:
      "My cousin was charged with wounding a farmer with cutlass in a fight over cows. He is on bail. The case is at Kabala Magistrate Court. Can you defend him?",
    intent: "area:criminal",
  },
  { message: "bye", intent: "goodbye" },
  { message: "Na me papa name de on the land paper but my uncle say na family land. Can he stop me from putting my cows there?", intent: "legal-question" },
  { message: "Please review contract for me before I sign, na agreement to sell 100 cows to company in Freetown over one year", intent: "area:contract" },
  { message: "What time is lunch break, and are you open until 5 pm?", intent: "hours" },
  { message: "Tell me about una lawyers, how many of dem na women?", intent: "team" },
  { message: "Assalamu alaikum, una well done", intent: "greeting" },
  {
    message:
      "The police say they will charge me for cattle rustling because one of the stolen cows was found in my kraal. I went myself to the station and gave statement, they let me go but say court will call me. I need lawyer now",
    intent: "area:criminal",
  },
  {
    message: "Please my brother is in handcuffs at Kabala police right now, they took him from the mosque after Friday prayer over a cow case",
    intent: "urgent",
  },
  { message: "what is the best breed of cattle for Sierra Leone climate", intent: "off-topic" },
  { message: "Me broda sell our late papa cows without asking us. Can we take the money from him by law?", intent: "legal-question" },
  {
    message:
      "Good day, my group of herders in Koinadugu wants to get title deeds for the land the chief gave us for settlement. How do we get proper title? need land lawyer",
    intent: "area:land",
  },
  {
    message:
      "We are hiding in the school at Fadugu, the farmers burned 3 houses in our Fula settlement last night and they are coming back. Children are here. Please",
    intent: "safety",
  },
  { message: "Abeg fix me appointment with lawyer, I go cum Freetown Monday. Wetin I go carry?", intent: "booking", also: ["knowledge:What to bring"] },
  { message: "Is the office open on public holidays like Independence Day?", intent: "hours" },
  {
    message:
      "My husband is a cattle trader who married me the Islamic way. He left me and says the marriage was never registered so I get nothing. I want divorce properly and maintenance",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir, we run a meat processing company in Makeni and the bank has frozen our account over a loan dispute. We need a business lawyer to deal with the bank.",
    intent: "area:business",
  },
  { message: "pls tell me price of 1 bag of salt lick for cows", intent: "off-topic" },
  {
    message:
      "We gave our 20 cows to a middleman to sell for us at Makeni on commission, the paper says he pays in one week. 2 months now, he just de give story. we want lawyer to enforce the paper",
    intent: "area:contract",
  },
  {
    message: "Dem don take my mama and my aunty to police since yesterday evening, dem say na dem feed the cows wey dem tif. Dem still de dere",
    intent: "urgent",
  },
  {
    message: "We want arbitration, not court, for our dispute with the contractor who built our cattle market stalls badly. Can your firm handle it?",
    intent: "area:arbitration",
  },
  { message: "If I sell my cows to middleman and he sell them for double price, can I ask for the extra money?", intent: "legal-question" },
  { message: "Una lawyers dem get experience? how long dem de practice?", intent: "team" },
  { message: "I want call una, which number", intent: "phone" },
  {
    message:
      "We are exporting live cattle by ship to Liberia and there is a problem with the charter party, the vessel came late and 6 cows died waiting. Need shipping lawyer",
    intent: "area:shipping",
  },
  { message: "how much anthrax vaccine for cattle cost for Kabala", intent: "off-topic" },
  { message: "Police carry my husband from Kamakwie na night, we no know where dem take am since last night. Pls help find am", intent: "urgent" },
  { message: "Abeg gimme the email for send my case", intent: "email" },
  {
    message:
      "they said they will poison my cows and kill me if I come back to the grazing area. they already killed 2 cows. I am staying with a friend now, afraid to go home",
    intent: "safety",
  },
  {
    message: "My papa was found guilty of cattle theft in absentia at Kabala court. He wasn't even there. He want clear his name. Need criminal lawyer",
    intent: "area:criminal",
  },
  { message: "Does any of your lawyers speak Krio? I no sabi English well", intent: "knowledge:Languages spoken" },
  {
    message: "The cattle dealer we did business with for 6 years now claims we owe him 30 million. We prefer arbitration to court, can you represent us?",
    intent: "area:arbitration",
  },
  { message: "wat services una get", intent: "services" },
  { message: "I would like to meet with a lawyer to talk about my cattle business. Please give me a time.", intent: "booking" },
  { message: "abeg help. 3 Fula boys dem arrest at Kabala, dem de beat dem for station. Na my brother pikin dem", intent: "urgent" },
  { message: "Di Bombali district council de hire cattle vaccinators? How I go apply", intent: "off-topic" },
  {
    message:
      "Na 15 years me de graze for one land for Bombali, now the land owner die and the children want sell the land to mining company. we want lawyer for our side",
    intent: "area:land",
  },
  { message: "Thanks boss, appreciate", intent: "thanks" },
  { message: "wen una close today", intent: "hours" },
  {
    message: "my papa get 4 wives and 200 cows. He die. Na who for manage the cows till the share? we want court letter of administration",
    intent: "area:family",
  },
  { message: "Give me a song in Fula for wedding", intent: "off-topic" },
  { message: "Hawa Turay deals with wills and probate right? I want to know more about her", intent: "attorney:Hawa Turay" },
  { message: "The farmer kill my 2 cows wit gun because dem enter him farm. I de ask, e get right to kill dem or he go pay me?", intent: "legal-question" },
  { message: "Di police dem come na we camp now now wit 2 pickup, dem de hold all the men. Dem say na because of the burnt farm", intent: "urgent" },
  {
    message:
      "A group of young men waiting for me on the road to Kabala said they will beat me because I reported them for stealing my cows. I am inside my shop and afraid to go out",
    intent: "safety",
  },
  { message: "Want to register my cattle feed shop as business name in Makeni. Wetin I need? una de do dat?", intent: "area:business" },
  { message: "I wan ask una sometin", intent: "unknown" },
  {
    message:
      "I signed agreement to supply 200 cows to a company in Freetown but they changed the price after delivery. I want to enforce the price in the contract.",
    intent: "area:contract",
  },
  { message: "How much is consultation fee and can I pay small small?", intent: "knowledge:Fees" },
  { message: "Hi can I get appointment with the shipping lawyer next week?", intent: "booking" },
  { message: "Una office de na which side of Freetown, east or central?", intent: "address" },
  { message: "how to milk cow by hand properly", intent: "off-topic" },
  { message: "Dem hold my husband for Fadugu police since Tuesday, today na Thursday. Dem no carry am court. He get sugar sickness", intent: "urgent" },
  {
    message:
      "Dear Counsel, a dispute has arisen between our livestock cooperative and a buyer in Guinea under a sale contract with an arbitration clause. We request your assistance to commence arbitration proceedings.",
    intent: "area:arbitration",
  },
  { message: "Bonjour, vous parlez français? Je suis à Conakry, mon père a des vaches à Kabala", intent: "knowledge:Languages spoken" },
  {
    message: "I be the second wife. My husband die and his first wife say I no get share for the cows because my marriage no registered. Does she have right?",
    intent: "legal-question",
  },
  {
    message:
      "We lost 2 tonnes of veterinary medicine cargo that fell into the water during unloading at QEII Quay. The stevedores deny responsibility. Can your firm handle the claim?",
    intent: "area:shipping",
  },
  { message: "Can you tell me a bit about the lawyers at your chambers?", intent: "team" },
  { message: "wetin be the best time for sell cows, before Christmas or Tabaski?", intent: "off-topic" },
  {
    message: "My husband drink and threaten to kill me with his knife because I complain his cows spoil my garden. I am outside hiding now with my baby",
    intent: "safety",
  },
  {
    message: "pls dem take my son from school to police station, na 12 years he be. Dem say he drive cows enter farm. He de dere since morning",
    intent: "urgent",
  },
  {
    message: "I got summons to appear at Kabala Magistrate court for cattle trespass and malicious damage. I need lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "I need all una contact details", intent: "contact" },
  { message: "Is +232 76 123 456 still your phone number?", intent: "phone" },
  { message: "How many years in prison for cattle theft in Sierra Leone if dem convict?", intent: "legal-question" },
  {
    message: "Two families quarrel over the boundary between their farms and the grazing area in Kasunko. I want lawyer to draw proper boundary with surveyor",
    intent: "area:land",
  },
  { message: "Good evening, kindly confirm your working hours Monday to Friday and the office address", intent: "hours", also: ["address"] },
  { message: "abeg wetin be meaning of transhumance", intent: "off-topic" },
  { message: "Pls I wan see lawyer quick this week about the cows dem take from me", intent: "booking" },
  {
    message:
      "Dear Sir, my Fula husband wants to take our son to live with his father in the cattle camp in Guinea. I don't want the boy to leave school. I need help with custody.",
    intent: "area:family",
  },
  { message: "Does your firm only do big company cases or also village matters?", intent: "services" },
  { message: "Wetin I go do, dem carry my papa go Kabala police na 5 days now, dem say dem de wait for the chief", intent: "urgent" },
  { message: "Good morning", intent: "greeting" },
  {
    message: "The board of our livestock company is fighting, two directors took company cows without approval. Need help with the company governance issue",
    intent: "area:business",
  },
  { message: "somebody throw stone and burn part of our hut tonight, they say Fula must go. We fear they come back", intent: "safety" },
  { message: "If I bring my cows from Guinea into Sierra Leone, do I need permit by law or can police seize dem?", intent: "legal-question" },
  {
    message: "Me and my wife get dairy shop for Kabala, we wan take investor from Ghana bring money. How we go do the papers? need business lawyer",
    intent: "area:business",
  },
  {
    message: "I worked as herdsman for a big man for 5 years. we agreed I get 1 calf every year. He never gave me any. I want lawyer to claim what he owes me",
    intent: "area:contract",
  },
  { message: "Where can I park near your office? Is it safe?", intent: "knowledge:Parking" },
  {
    message:
      "Abeg our shipment of hides wey we send to Ghana, the shipping company say the bill of lading lost and the buyer no fit collect the cargo. Wetin una fit do?",
    intent: "area:shipping",
  },
  {
    message:
      "Good afternoon. We chartered a small vessel to carry cattle feed along the coast from Freetown to Bonthe, and the vessel owner is holding the cargo over a payment dispute. Need shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "We and the Fula herders want sign agreement that all future crop damage claims go to mediation by a neutral person. Can una set that up and be the mediator?",
    intent: "area:arbitration",
  },
  { message: "Una de collect money for first talk or e free?", intent: "knowledge:Fees" },
  { message: "my phone no de charge, the charger port bad. wetin I go do", intent: "off-topic" },
  { message: "Police de knock door now, dem say dem de come for my husband about cattle. He de inside. Wetin we go do", intent: "urgent" },
  {
    message: "The grazing land my family used for 50 years is now claimed by the government for a farm project. Can they take it without paying us?",
    intent: "legal-question",
  },
  { message: "I need to set up a meeting with a lawyer about my divorce. Available Tuesday?", intent: "booking" },
  {
    message: "my husband came out on bail yesterday after they accused him of poisoning a farmer's goats. The trial starts next month. We need defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Wey exactly una office de? I de for Kissy", intent: "address" },
  { message: "The cattle owner I work for said he will kill me if I tell anybody he is selling stolen cows. He has a gun. I am afraid", intent: "safety" },
  { message: "who and who de work for una office?", intent: "team" },
  {
    message: "The government surveyor say my land in Kabala is different size from what my title deed show. I need lawyer to correct the title deed.",
    intent: "area:land",
  },
  { message: "ok thank you, I will call", intent: "thanks" },
  { message: "Wat kind of work una firm de do? Na only Freetown people una de help?", intent: "services" },
  { message: "My uncle use my cows as surety for loan at bank without telling me. Is that legal?", intent: "legal-question" },
  { message: "soldiers have taken my son to Teko barracks since yesterday after fight at the cattle market. They won't let us see him", intent: "urgent" },
  { message: "Can I come at 4:30 pm or do you close earlier?", intent: "hours" },
  {
    message: "My husband died and his brothers want me to marry one of them to keep the cows in the family. I refuse. What can a family lawyer do for me?",
    intent: "area:family",
  },
  { message: "Can I have the email for consultation?", intent: "email" },
  { message: "For the appointment do I need to bring my ID and the cattle ownership papers?", intent: "knowledge:What to bring" },
  { message: "The company I work for as livestock officer sacked me without notice after 6 years. I want to sue for my benefits.", intent: "area:contract" },
  { message: "OK I will come back later, goodbye", intent: "goodbye" },
  { message: "Please advice", intent: "unknown" },
  { message: "is the basketball court in Makeni open for public?", intent: "off-topic" },
  { message: "Me na Mende woman married to Fula man. I wan come see lawyer about my marriage, una get time Wednesday?", intent: "booking" },
  { message: "How I fit reach una if I de for Kabala?", intent: "contact" },
  {
    message:
      "Good morning. I am a middleman at Kabala cattle market. A trader from Freetown sent me money to buy 25 cows and now says I must refund because the cows are thin. Our agreement does not say that. I need lawyer to look at the agreement and defend me",
    intent: "area:contract",
  },
  {
    message: "Police hold my papa for Kamakwie station since Sunday say na him cows kill the farmer goat. He old man 70 years. Abeg una do something",
    intent: "urgent",
  },
  { message: "how many litres of milk a good cow fit give per day", intent: "off-topic" },
  { message: "hey there", intent: "greeting" },
  { message: "If a Fula man is born in Sierra Leone but his papa was born in Guinea, can he own land here by law?", intent: "legal-question" },
  {
    message: "they are beating my brother now at the cattle market in Makeni, the crowd say he is thief. Police no dey, just people beating him. Help quick",
    intent: "safety",
  },
  { message: "Please schedule me to talk to a lawyer by WhatsApp call, I am in the UK and my family cattle in Koinadugu are being taken", intent: "booking" },
  {
    message: "My sister husband died and left her with 5 children and cows. His family took the children. She needs a family lawyer to get the children back.",
    intent: "area:family",
  },
  { message: "are u guys open on sat morning", intent: "hours" },
  {
    message: "The chief gave the same grazing land to two different herders and now we are quarrelling. I am one of them. I have a paper. Need land lawyer",
    intent: "area:land",
  },
  { message: "abeg help me write letter to NGO for funding for our cattle project", intent: "off-topic" },
  {
    message: "My husband in cell now at Kabala, police say he stole 8 cows but he bought them from Guinea with receipt. They refused his receipt",
    intent: "urgent",
  },
  { message: "do you have many lawyers or only one?", intent: "team" },
  {
    message:
      "Police want to charge my son for stealing cattle but he was at school that day. They released him but said he must report every week. we need lawyer to help",
    intent: "area:criminal",
  },
  { message: "Wetin bout parking, I go come with big truck", intent: "knowledge:Parking" },
  {
    message:
      "Our chiefdom committee gave decision in the herders and farmers case but one side says it was not fair. Can a lawyer act as neutral arbitrator for a new hearing?",
    intent: "area:arbitration",
  },
  { message: "Can police seize my cows just because I don't have movement permit?", intent: "legal-question" },
  {
    message:
      "We are shipping 2 containers of dried hides to Turkey from Freetown, the shipping line now refuse to load saying our documents are wrong. Time is running. Help",
    intent: "area:shipping",
  },
  { message: "pls pls police dem take my husband from our house 2 hours ago, 4 of dem, no paper. We no know where dem carry am", intent: "urgent" },
  { message: "Tell me joke about cow", intent: "off-topic" },
  {
    message: "I am in the US and want to invest in a cattle ranch in Bombali with a local partner. Need a lawyer to set up the company so my money is safe.",
    intent: "area:business",
  },
  {
    message: "Di herders say if I no withdraw the case against dem dem go kill me. Dem come my house last night with cutlass. I no de sleep home again",
    intent: "safety",
  },
  { message: "thx", intent: "thanks" },
  {
    message: "I want a lawyer to write agreement between me and the herder wey go look after my 15 cows for Kabala, how we go share the calves and the milk",
    intent: "area:contract",
  },
  { message: "Pls tell me all the services una de give", intent: "services" },
  {
    message: "dem carry my pikin go police for Bombali, na since yesterday e de dere. dem say e cut farmer wit cutlass, but na farmer cut am first",
    intent: "urgent",
  },
  { message: "Will the court order the herder to pay me for the rice his cows ate even if I have no witness?", intent: "legal-question" },
  { message: "Beyond court cases, what other services does your firm provide to farmers and traders?", intent: "services" },
  {
    message: "My grandfather left a will giving his cows to all the grandchildren but my uncle hid the will. We need help with probate.",
    intent: "area:family",
  },
  { message: "Can I have a consultation Thursday at 10am? Na about family lan and cows", intent: "booking" },
  { message: "Your email please, I am sending scanned documents from London", intent: "email" },
  { message: "OSD men dem arrest all di Fula men for Sinkunia dis morning after the fight, dem carry dem go Kabala. My husband dey among", intent: "urgent" },
  {
    message:
      "My late father's land in Binkolo was sold by my cousin to a herder without the family's consent. We want to cancel the sale and recover the land.",
    intent: "area:land",
  },
  {
    message:
      "a woman from the hurder camp come to my house with baby she say her husband beat her bad and he is coming to find her she is here now what do we do",
    intent: "safety",
  },
  { message: "Una staff sabi speak Kuranko? and how much una de charge?", intent: "knowledge:Languages spoken", also: ["knowledge:Fees"] },
  { message: "Monday to Friday only? wat time", intent: "hours" },
  { message: "How much to rent a truck from Kabala to Freetown for 10 cows?", intent: "off-topic" },
  {
    message: "My father is accused of bribing police to release stolen cows. He is not arrested yet, but police called him. We need criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "Bye, have a good day", intent: "goodbye" },
  { message: "Can the farmers association ban all Fula herders from the chiefdom? Is it legal?", intent: "legal-question" },
  {
    message: "I'm writing for my husband. They have locked him in the Makeni police cell since Friday over the market fight, and today is Monday.",
    intent: "urgent",
  },
  { message: "Address of your office please", intent: "address" },
  {
    message: "Our cattle trading company get 3 shareholders, one don die and him family wan take his shares. Need business lawyer to sort the shares",
    intent: "area:business",
  },
  { message: "gimme number to call", intent: "phone" },
  { message: "wat time Makeni cattle market open Saturday", intent: "off-topic" },
  { message: "I'd like to book an appointment with a lawyer to discuss cattle theft charges against my brother", intent: "booking" },
  {
    message:
      "Hello, my cousin is a seaman on a livestock vessel that docked in Freetown. The owners haven't paid the crew for 4 months and the ship is about to leave. Can you arrest the vessel?",
    intent: "area:shipping",
  },
  { message: "how can I reach una apart from coming to office", intent: "contact" },
  { message: "Police just came with pickup and are putting my dad in it right now, help, Kabala", intent: "urgent" },
  { message: "Me and my pikin de hide for bush since morning, dem farmers de find fula people for beat. Dem burn our camp", intent: "safety" },
  {
    message:
      "Dear Sir, I am chairman of the Bombali livestock traders union. We want your firm to mediate between us and the Makeni city council over the cattle market fees. Kindly advise.",
    intent: "area:arbitration",
  },
  { message: "How long the police fit hold person for cattle theft before dem take am court?", intent: "legal-question" },
  { message: "Do you charge per hour or per case? I need to know before I come", intent: "knowledge:Fees" },
  { message: "Salam, good afternoon una", intent: "greeting" },
  {
    message:
      "I'm in the UK. My father in Kabala died and I want to get letters of administration for his estate which includes over 100 cattle and land. Can you help?",
    intent: "area:family",
  },
  { message: "Which school good for herder pikin wey de move up and down wit cows?", intent: "off-topic" },
  { message: "How many lawyers are in the firm and are they all senior?", intent: "team" },
  { message: "Do I bring my cattle vaccination cards and the receipts to the lawyer or just ID?", intent: "knowledge:What to bring" },
  { message: "Soldiers dem de take our cows and our men now for Falaba border, say we cross illegal. Dem de tie dem", intent: "urgent" },
  {
    message:
      "We paid half for a truck to carry cattle from a dealer in Freetown, signed agreement, now dealer refuses to deliver. Want to enforce the agreement",
    intent: "area:contract",
  },
  { message: "When una open in the morning?", intent: "hours" },
  { message: "where I fit buy strong barbed wire for cow fence for Makeni", intent: "off-topic" },
  { message: "My herd boy sold 3 of my cows secretly and ran to Guinea. Can I make his father pay me back?", intent: "legal-question" },
  {
    message: "My husband first wife and her brothers beat me and say they will kill me if I stay in the compound. I ran to my mother house with my children",
    intent: "safety",
  },
  { message: "What kinds of legal help do you give?", intent: "services" },
  {
    message: "Pls my family land for Kamakwie, herders put kraal and houses on am without permission. We want dem komot. need land lawyer",
    intent: "area:land",
  },
  { message: "na two days now dem hold my wife for Binkolo police wit my baby, dem say she hide stolen cow meat", intent: "urgent" },
  { message: "Thank you sir, God bless you and your firm", intent: "thanks" },
  { message: "Pls I want see lawyer face to face, when una get space?", intent: "booking" },
  { message: "I want to know about Fatmata Kamara, is she the senior partner for family matters?", intent: "attorney:Fatmata Kamara" },
  { message: "Pls help me calculate how much I go get if I sell 12 cows at 6 million each", intent: "off-topic" },
  {
    message: "My uncle is on trial at Makeni High Court for cattle rustling and his lawyer stopped coming. We need a new defence lawyer.",
    intent: "area:criminal",
  },
  { message: "abeg", intent: "unknown" },
  { message: "Will the court give me custody of my children if my husband takes them to the cattle camp?", intent: "legal-question" },
  {
    message: "Di big man wey I sell cow for am don send boys come my house say dem go kill me if I no bring back the money. Dem de wait outside",
    intent: "safety",
  },
  {
    message:
      "Good day. Our imported Brahman breeding bulls arrived by sea but port health is holding them at the quay and the animals are dying. Need urgent shipping lawyer",
    intent: "area:shipping",
  },
  { message: "any parking space for vehicles near you office on Siaka Stevens Street?", intent: "knowledge:Parking" },
  { message: "Ok. Later", intent: "goodbye" },
  { message: "Please are you open now?", intent: "hours" },
  { message: "Who go win AFCON dis year?", intent: "off-topic" },
  {
    message: "They have taken my father to CID headquarters in Freetown from Kabala, they say it's for cattle smuggling. he is there since yesterday",
    intent: "urgent",
  },
  { message: "We want to open a cattle market company and need license and registration in Makeni. Can your business team help?", intent: "area:business" },
  {
    message: "Our dispute with the Makeni abattoir over weights and payment keep going long. Both sides agree to arbitration. Una fit arrange am?",
    intent: "area:arbitration",
  },
  { message: "Who are the people in your team and what do they do?", intent: "team" },
  { message: "Hello, I'd like to set up an appointment for my father, he cannot read, about his grazing land", intent: "booking" },
  { message: "Hello una", intent: "greeting" },
  { message: "The herder and me sign paper say any quarrel go for arbitration. Now he go court instead. Wetin una fit do for me?", intent: "area:arbitration" },
  {
    message:
      "plz the men who stole my cows found out I reported them and they are outside my house shouting they will finish me. I'm in the room with my children",
    intent: "safety",
  },
  {
    message: "Good afternoon, me and my husband both Fula, we want divorce friendly and share the cows and the pikin custody. Need lawyer help with the papers",
    intent: "area:family",
  },
  {
    message: "I am a Fula trader in Conakry, I want open branch of my cattle business in Sierra Leone. Can you handle the registration for me?",
    intent: "area:business",
  },
  { message: "How much sheep cost for Tabaski", intent: "off-topic" },
  { message: "What are the different ways I can contact you? Phone? Whatsapp? Email?", intent: "contact" },
  { message: "Wat paper dem I need carry come? Na me first time", intent: "knowledge:What to bring" },
  { message: "If I pay the farmer compensation through the chief, can he still take me to court later for the same damage?", intent: "legal-question" },
  {
    message: "I am a cattle middleman and a Freetown butcher gave me bad cheque for 10 cows. We have a sales agreement. I need lawyer to enforce payment",
    intent: "area:contract",
  },
  { message: "Pls, wetin be the WhatsApp line?", intent: "phone" },
  {
    message:
      "Dear Sir, the landowning family at Kamabai granted us grazing rights orally in 1990. They now deny it. We seek your assistance to document and protect our rights over the land.",
    intent: "area:land",
  },
  {
    message:
      "We import salt lick and cattle feed by ship from Dakar. The vessel owner say cargo short-landed for Freetown but we pay for full. Can una help with claim?",
    intent: "area:shipping",
  },
  {
    message:
      "My son has been summoned to court in Kabala for assault on a farmer during the cattle quarrel. He is not in custody. We want a lawyer to defend him at trial.",
    intent: "area:criminal",
  },
  { message: "Abeg put me down for appointment wit lawyer dis Friday, na about my late husband cows", intent: "booking" },
];
