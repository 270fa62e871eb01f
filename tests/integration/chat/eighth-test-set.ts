import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Eight imagined writers:
//  MUSA  – cocoa trader in Kailahun, Krio with Mende words (bua, bi sie, Ngewo, nyaha, ndopo, kpaa)
//  WINIFRED – retired magistrate's widow in Wilberforce, formal letters
//  TAMBA – Fourah Bay College student, SMS shorthand
//  ALUSINE – fisherman's son in Goderich, voice typing (run-ons, no punctuation)
//  KWAME – Ghanaian-born engineer at a mine in Tonkolili, Ghanaian English
//  RIMA – Lebanese-Sierra Leonean pharmacist, brisk, clipped, bits of French
//  MABINTY – domestic worker typing quickly and secretly, lowercase Krio, typos
//  FATU – diaspora daughter in Toronto writing about her parents' property

export const EIGHTH_TEST_SET: LabelledMessage[] = [
  // ── area:family (17) ──
  {
    message:
      "Bua. Mi nyaha don lef di os wit di tu ndopo dem, she go she mama in Pendembu. Naw she send message say she go keep di pikin dem for good and a nor go see dem again. A wan una help mi for dis mata",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, My late husband, a magistrate for many years, died intestate in March. His younger brother has since taken possession of the pension papers and bank documents and insists that, as the eldest surviving male of the family, he alone shall administer the estate. I should be grateful for your assistance in obtaining letters of administration in my own name.",
    intent: "area:family",
  },
  { message: "pls my sis hsband nt givin her any money 4 d baby since march, she nd sm1 2 help her make him pay", intent: "area:family" },
  {
    message:
      "my father pass away last month and now my uncles they say the boat and the engine and the money in his osusu all belong to them not to my mother and us the children we need somebody to help us with this thing",
    intent: "area:family",
  },
  {
    message:
      "Please I married my wife in Kumasi under customary law some years back and we have been living here in Sierra Leone since 2019. Things have broken down completely between us and I want to end the marriage properly, here, so that there is no confusion later. Kindly assist.",
    intent: "area:family",
  },
  {
    message: "Husband's family in Beirut want the kids to move there. I don't agree. Kids born here, SL passports, school here. Need a lawyer to stop this.",
    intent: "area:family",
  },
  { message: "my madam husband na di papa fɔ mi pikin bɔt i nor wan aksept am. a wan mek i tek rispɔnsibiliti fɔ di pikin", intent: "area:family" },
  {
    message:
      "Hi! My husband and I live in Toronto and we'd love to adopt my late cousin's little boy, who's 6 and has been living with my parents in Bo since she passed. We have no idea where to even start on the Sierra Leone side of things.",
    intent: "area:family",
  },
  {
    message:
      "Mi broda die na Kenema, i lef tri wif. Naw di wif dem de fet oba ebritin we i lef, even di pikin dem skul fees nobodi nor de pay. Wi nid lɔya fɔ sɔt am",
    intent: "area:family",
  },
  {
    message:
      "ok so my parents been separated 4 like 6 yrs, dad remarried (traditional), now mum wants to make it official cos she wants to remarry in church n d pastor says she needs papers showin d first marriage is over. she asked me 2 find her a lawyer",
    intent: "area:family",
  },
  {
    message:
      "I write on behalf of my granddaughter, whose marriage was solemnised under Islamic rites at Fourah Bay in December. The registrar has declined to register it and issue a certificate, and she requires this for her husband's visa application. We would welcome your assistance.",
    intent: "area:family",
  },
  {
    message:
      "me and my girlfriend we get two children together we not married and now she take them to Waterloo to her people and she say i cannot see them again i am their father i want to see my children please help me",
    intent: "area:family",
  },
  {
    message:
      "My wife and I are separating, amicably, no quarrel. We need a lawyer to put down properly the support for our two children, school fees and upkeep, so that everything is clear for both of us.",
    intent: "area:family",
  },
  { message: "mi man marid nyu wɛf en trowe mi ɔt wit di pikin dem. i nor de gi wi natin fɔ it", intent: "area:family" },
  {
    message:
      "Hello, my dad passed away in February in Freetown. He made a will with a lawyer in the 90s but nobody can find the original, we only have a photocopy that my brother found in his briefcase. My stepmother is now saying that without the original everything automatically goes to her. My siblings and I are all abroad (Canada and the UK) so we really need someone on the ground who can handle probate for us.",
    intent: "area:family",
  },
  {
    message: "Muslim marriage. Husband pronounced talaq last week by text. I want my mahr returned and maintenance for the children. Need help with this.",
    intent: "area:family",
  },
  {
    message: 'gf is pregnant n her family now demandin i marry her or pay dem big money 4 "spoilin" her. need sm1 2 help me handle dis wit her ppl properly',
    intent: "area:family",
  },

  // ── area:land (17) ──
  {
    message:
      "Som man dem from Freetown kam na wi vilej say dem don bay di bush we wi granpa dem bin de brok fɔ kpaa. Di chief nor tel wi natin, wi si only dem beacon dem. Abeg help wi",
    intent: "area:land",
  },
  {
    message:
      "Dear Sirs, I wish to transfer the family house at Fort Street into the names of my three children during my lifetime, so as to spare them difficulty hereafter. I would be obliged for your assistance with the necessary conveyance.",
    intent: "area:land",
  },
  { message: "landlord says i must pack out by end of d month, no notice paper nothin, and i paid 2 yrs advance last jan!! pls help", intent: "area:land" },
  {
    message:
      "the neighbour build his fence inside our compound about three feet and when we talk to him he say the surveyor give him that line but our survey plan show different we need a lawyer for this",
    intent: "area:land",
  },
  {
    message:
      "I intend to buy a plot at Hastings to build a house for my family. The seller has shown me a survey plan and some papers but honestly I am not sure about the conveyance. I want a lawyer to do all the checks before I pay any money.",
    intent: "area:land",
  },
  {
    message:
      "Our shop on Kissy Street — owner sold the building to someone else while we still have 4 years left on the lease. New owner now sending people to measure. Need help fast.",
    intent: "area:land",
  },
  { message: "di man we rent mi di rum nor wan gi mi bak di advans mɔni wen a lef. 8 mɔnt lef", intent: "area:land" },
  {
    message:
      "My parents built a house in Wellington in 2008 while they were living here in Canada. My uncle was supposed to be looking after it, but last month we found out someone else is living there and claims he BOUGHT it from my uncle. We still have all the original documents. Can someone at your office take this on?",
    intent: "area:land",
  },
  {
    message:
      "Di ol bondri bitwin wi en di nɛks fambul na wan kola tri. Las wik dem kot di tri don en plant kasada pas di lain, inside wi side. A wan lɔya fɔ dis",
    intent: "area:land",
  },
  {
    message:
      "I should like my title deeds examined. I have reason to believe that the name recorded at the Ministry of Lands differs from that on my conveyance, owing to a clerical error made many years ago.",
    intent: "area:land",
  },
  { message: "bought a plot in waterloo thru an agent, paid 15m, now 3 oda ppl showin up wit papers 4 d SAME plot. need help", intent: "area:land" },
  {
    message:
      "the land grabbers come again today with some big men and they say they going to start building on Monday on our family land by the junction in Goderich but we have the papers from my grandfather from long time",
    intent: "area:land",
  },
  {
    message:
      "After company housing ended I moved to a rented place in Magburaka. There was a disagreement over a sudden rent increase and now the landlord has padlocked the gate and is keeping my things inside. I need legal help with this man.",
    intent: "area:land",
  },
  { message: "Selling my late father's flat in Congo Cross, all siblings agree. Need someone to handle the sale and the deed.", intent: "area:land" },
  {
    message:
      "Hi there, bit of a long story. My mom inherited land in Kono from her side of the family, it's been theirs for generations, farmed by her cousins. Now the town chief is saying it's community land and he's given part of it to a mining company who have already put up a fence. My mom has the old documents and a letter from the previous chief. We'd like a lawyer to look into it.",
    intent: "area:land",
  },
  { message: "plis di lan mi papa gi mi fɔ Lungi, in broda dɔn tek am en de bil pan am", intent: "area:land" },
  {
    message:
      "The tenants occupying my late husband's property at Brookfields have paid no rent in eleven months and refuse to vacate. I require assistance in recovering possession.",
    intent: "area:land",
  },

  // ── area:contract (16) ──
  {
    message:
      "I was on a two-year fixed-term contract with a subcontractor at the mine. After 7 months they terminated me with no reason given, and they have not paid my end of service benefit or my last salary. I would like to pursue this matter.",
    intent: "area:contract",
  },
  { message: "a wok fɔ dis madam 3 yia, i nor pe mi 5 mɔnt naw, i se i go pe wen biznes bɛtɛ", intent: "area:contract" },
  { message: "did an internship at an ngo, dey promised stipend in writing (i hv d letter), never paid. 4 months. help", intent: "area:contract" },
  {
    message: "Wan eksporta sign pepa wit mi se i go bay 20 bag kɔko fɔ 3 milyɔn wan bag. I tek di kɔko dem, i pe only af. Naw i nor de pik mi fon igen",
    intent: "area:contract",
  },
  {
    message:
      "Supplier delivered expired stock. Contract says replacement within 14 days — it's been 2 months. Need someone to review it and send a demand letter.",
    intent: "area:contract",
  },
  {
    message:
      "In January I engaged a builder, under a written agreement, to re-roof my home at Wilberforce before the rains. He has collected the full sum and completed barely a third of the work, and he no longer answers my calls. I would appreciate your help in this matter.",
    intent: "area:contract",
  },
  {
    message:
      "i was working for the hotel at Lakka as security man for four years and when i get sick with typhoid they sack me and they dont pay my last two months salary nothing",
    intent: "area:contract",
  },
  {
    message:
      "We sent money to a contractor in Freetown to finish my parents' house. We have a signed agreement with payment stages and he got paid through stage 3. He stopped answering around last Easter and nothing has been done on site for a year.",
    intent: "area:contract",
  },
  {
    message: "Please my employer has been deducting NASSIT from my salary for 2 years but when I checked at NASSIT office they have paid nothing in my name.",
    intent: "area:contract",
  },
  {
    message: 'got sacked frm my job at d supermarket bcos i went 2 write my exam, dey say i "abandoned work" but i told my supervisor 2 wks b4',
    intent: "area:contract",
  },
  {
    message: "A bin len mi kɔmpin 40 milyɔn fɔ bay motoka, wi rayt am na pepa en sign. Naw i se i nor get, an i de drayv di motoka ebride",
    intent: "area:contract",
  },
  { message: "Ex-employee took our client list to a competitor. He signed a non-compete. Want to enforce.", intent: "area:contract" },
  { message: "dem sak mi bikɔs a gɛt bɛlɛ. madam se i nor wan bɛlɛ wɔman na in os", intent: "area:contract" },
  {
    message:
      "I was persuaded by a salesman to sign a hire-purchase agreement for a generator which has never functioned properly. The company has refused to repair or replace it and is now demanding the remaining instalments. I wish to dispute this.",
    intent: "area:contract",
  },
  {
    message:
      "we do the fishing with a man boat and we agree half half of the catch money but for three months now he giving us only small small and he keep the rest",
    intent: "area:contract",
  },
  {
    message:
      'Good day. I am owed overtime for more than 400 hours worked last year during the plant shutdown. HR keeps saying the claim is "under review". It has been 9 months.',
    intent: "area:contract",
  },

  // ── area:criminal (16) ──
  { message: "police gave me an invite letter 2 come 2 CID on monday, smth abt a stolen laptop in my hostel. i didnt do it", intent: "area:criminal" },
  { message: "Dem dɔn aks mi fɔ go kɔt na Kailahun nɛks wik, di man se a tif in kɔko. A nor tif natin, Ngewo no", intent: "area:criminal" },
  {
    message:
      "My grandson was granted bail last month on a charge of obtaining money by false pretences. The trial is set for the High Court and I should like a lawyer of standing to represent him.",
    intent: "area:criminal",
  },
  {
    message:
      "they accuse my brother that he the one who steal the outboard engine from the wharf but he was with me at sea that whole night now the case is at the magistrate court and he is on bail",
    intent: "area:criminal",
  },
  {
    message:
      "A colleague and I have been accused by management of stealing diesel from the site. They say they have reported us to the police. We are innocent and we need representation.",
    intent: "area:criminal",
  },
  {
    message: "Police came to the pharmacy yesterday with a summons. Claim we sold controlled drugs without prescription. Need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "madam se a tif in gold chen en i go ripɔt mi na polis. a nor tek am", intent: "area:criminal" },
  {
    message:
      "My brother in Freetown was released on bail after a traffic accident where a pedestrian got hurt. He has a court date next month and needs a defence lawyer. We can pay from here.",
    intent: "area:criminal",
  },
  { message: "dey chargd my frend wit cyber stalking ovr a fb post abt a politician, hearin is nxt wk", intent: "area:criminal" },
  { message: "Mi pikin kɔmɔt na Kenema prizin las wik afta 2 yia, dem nor ivin tray am wan de. A wan fɛt fɔ in rayt", intent: "area:criminal" },
  {
    message:
      "I am in receipt of a summons to appear as an accused person in a matter of criminal libel, arising from a letter I wrote to the newspaper concerning a local official. I require representation.",
    intent: "area:criminal",
  },
  {
    message: "my cousin they release him from remand on friday thanks God but the case still going on he need a lawyer for the next date in court",
    intent: "area:criminal",
  },
  {
    message:
      "Last month I saw police beat a young protester badly at our site gate. He is recovered now and wants to file a complaint for the brutality. He has asked me to find him a lawyer.",
    intent: "area:criminal",
  },
  { message: "Someone spreading that I poisoned a customer. Police want a statement from me on Thursday.", intent: "area:criminal" },
  { message: "a gɛt kes fɔ kɔt tumara, dem se a fɛt wit di neba wɔman. a nor gɛt lɔya", intent: "area:criminal" },
  {
    message:
      "My uncle in Makeni has been charged with forgery over some land documents. He's home on bail. The family wants a proper criminal lawyer to defend him.",
    intent: "area:criminal",
  },

  // ── area:business (15) ──
  { message: "Opening a second pharmacy in Bo. Want to move from sole trader to a limited company.", intent: "area:business" },
  {
    message:
      "I want to set up a small engineering consultancy with two Sierra Leonean partners. We need help with the registration and a proper shareholders' agreement between us.",
    intent: "area:business",
  },
  { message: "A wan opin mi yon kɔko bayin kɔmpin en gɛt di eksport laysens. Help mi wit di pepa dem", intent: "area:business" },
  { message: "me n 2 frends startin a food delivery app, want 2 make it legit, register it n all dat", intent: "area:business" },
  {
    message:
      "I hold shares in a family company founded by my late husband. The present directors have held no general meeting in six years, nor circulated any accounts. I seek assistance in this regard.",
    intent: "area:business",
  },
  {
    message:
      "My sister and I want to invest in a small guesthouse in Tokeh with a local partner there. We need someone to set up the ownership properly so that we're protected even though we're overseas.",
    intent: "area:business",
  },
  {
    message:
      "me and the other fishermen at Goderich we want to form a cooperative so the bank can give us loan for engines we dont know how to make it official",
    intent: "area:business",
  },
  { message: 'Bank froze our company account for "KYC review" 3 weeks ago. Can\'t pay staff. Need a lawyer to deal with them.', intent: "area:business" },
  {
    message:
      "Our mining services company has to renew its EPA licence and we also have issues with the NRA tax assessment. Looking for a firm to handle the regulatory side.",
    intent: "area:business",
  },
  { message: "a wan opin smɔl kuk shɔp na Calaba Town, dem se a nid laysens frɔm kawnsil. ɛp mi", intent: "area:business" },
  { message: "Mi ɛn mi padi bin de du biznes togɛda 10 yia. Naw wi wan pat. Wi nid fɔ sheb di stɔ, di lori en di mɔni fayn fayn", intent: "area:business" },
  { message: "need help registering our youth group in kissy as a cbo so we can get grants", intent: "area:business" },
  {
    message:
      "My son-in-law wishes to establish a Sierra Leonean branch of his Nigerian company. Could your business department assist him with the formalities?",
    intent: "area:business",
  },
  {
    message:
      "My parents run a private primary school in Bo and want to expand. The bank has offered them a loan but the agreement is 30 pages and the terms look scary. We'd like someone to go through it for them.",
    intent: "area:business",
  },
  { message: "Foreign investor wants 40% of our company. Need due diligence and new articles.", intent: "area:business" },

  // ── area:shipping (15) ──
  {
    message:
      "the big chinese trawler run over our nets last night off Goderich inside the inshore zone the whole nets gone and we know the name of the ship we take the picture",
    intent: "area:shipping",
  },
  {
    message: "Container of medicines stuck at Queen Elizabeth II Quay 6 weeks. Customs keep asking for new documents and demurrage is piling up daily.",
    intent: "area:shipping",
  },
  {
    message: "Spare parts for our crusher arrived at the site badly damaged although the bill of lading was clean. We need to claim against the carrier.",
    intent: "area:shipping",
  },
  {
    message: "Wi shɛp 2 kɔntena kɔko go Antwerp. Di bayɛ se af rɔtin wen i rich. Di shipin kɔmpin se nɔto dem fɔlt. Naw nobɔdi nor wan pe mi",
    intent: "area:shipping",
  },
  { message: "my uncle sent 4 barrels frm d US, d shipping company says dey lost one barrel n dey refusin 2 pay anything", intent: "area:shipping" },
  {
    message:
      "Dear Sir, my household effects were shipped from Southampton following my return home. The freight forwarder now demands a further substantial payment, not mentioned in the original quotation, before he will release the consignment. I require help.",
    intent: "area:shipping",
  },
  {
    message:
      "We shipped a car to Freetown for my dad through a company in Brampton. It arrived at the port three months ago but the clearing agent keeps adding fees and won't release it.",
    intent: "area:shipping",
  },
  {
    message:
      "my uncle work on a cargo ship and he get injury on board when the crane chain break and now the ship company dont want to pay for the hospital and they say he is not their worker",
    intent: "area:shipping",
  },
  { message: "Freight forwarder declared wrong HS code on our import. Customs fine now on us. Need help.", intent: "area:shipping" },
  {
    message: "We chartered a vessel to move ore barges downriver. The charterer is now disputing the laytime and refuses to pay demurrage of nine days.",
    intent: "area:shipping",
  },
  { message: "Di bot we bin de kɛr mi gudz frɔm Bonthe go Fritɔŋ sink na Shenge, ɔl mi gudz lɔs. Di bot ona se nɔto in prɔblem", intent: "area:shipping" },
  { message: "mi broda gudz we dem sɛn frɔm ginea wit bot, di pɔt pipul dɛn sɛz am", intent: "area:shipping" },
  { message: 'my dad has a small pampa boat, d harbour people impounded it 4 "no licence" but he showed dem d papers', intent: "area:shipping" },
  {
    message:
      "Our family's container of building materials (for my parents' house) has been sitting at the Freetown port since September because of a paperwork mix-up. The shipping line is now threatening to auction it.",
    intent: "area:shipping",
  },
  {
    message:
      "I am the owner of a small motor vessel registered in Freetown which was struck in the harbour by a much larger ship last month. The owners of that ship deny responsibility.",
    intent: "area:shipping",
  },

  // ── area:arbitration (15) ──
  { message: "Dispute with my co-owner. We don't want court, it'll kill the business. Want someone neutral to help us agree.", intent: "area:arbitration" },
  {
    message:
      "Our contract with the mine operator contains an ICC arbitration clause. We have a payment dispute of about USD 300,000 and we want to commence proceedings.",
    intent: "area:arbitration",
  },
  { message: "Mi ɛn di eksporta wan sidɔm wit wan pɔsin we nɔ de pan ɛni said fɔ sɔt di palava. Wi nɔ wan go kɔt", intent: "area:arbitration" },
  {
    message:
      "Following my husband's death, a disagreement has arisen between his former business partners and our family concerning his share of the practice. We would much prefer to resolve it amicably before an independent mediator rather than litigate.",
    intent: "area:arbitration",
  },
  {
    message:
      "My siblings and I have been fighting for a year over what to do with our parents' transport business in Bo. Nobody wants to go to court and make it worse. Is there someone who can sit with all of us and help us reach an agreement?",
    intent: "area:arbitration",
  },
  { message: "my startup n our investor r fightin ovr shares, both sides want 2 settle it quietly w/o court", intent: "area:arbitration" },
  {
    message:
      "the fishmongers association and the boat owners we have a big quarrel about the price of the fish and the credit we want somebody neutral to come and settle it so we dont go to court",
    intent: "area:arbitration",
  },
  {
    message:
      "We are looking for a firm to represent us in a construction dispute under FIDIC conditions. The contract provides for adjudication first and then arbitration in Freetown.",
    intent: "area:arbitration",
  },
  {
    message: "Our supplier in Dubai agreed to mediate in Freetown instead of going to court there. Need a mediator or counsel for it.",
    intent: "area:arbitration",
  },
  { message: "Tu kɔmpin dɛn de fɛt fɔ di rod kɔntrak na Kailahun. Dem agri fɔ mek wan arbitrator disayd, dem aks mi fɔ fɛn wan", intent: "area:arbitration" },
  {
    message:
      "A commercial disagreement has arisen with the publisher of my late husband's memoirs concerning unpaid royalties. Both parties are agreeable to placing the matter before a neutral third party.",
    intent: "area:arbitration",
  },
  {
    message: "JV partners at loggerheads. The JV agreement says disputes go to a sole arbitrator seated in Freetown. We need counsel.",
    intent: "area:arbitration",
  },
  {
    message:
      "the two boat company owners they are quarrelling about who get the fishing contract with the factory and they want one neutral person to decide it not the court",
    intent: "area:arbitration",
  },
  {
    message:
      "We have a disagreement with the company that built my parents' house, and the contract says we have to try mediation before anything else. Could your firm handle that part?",
    intent: "area:arbitration",
  },
  { message: "Distributor dispute over unpaid invoices. Contract requires mediation in Freetown first. Need someone.", intent: "area:arbitration" },

  // ── urgent (40) ──
  { message: "dem dɔn hol mi broda na Kissy polis stesin since yestade", intent: "urgent" },
  { message: "polis de na di do naw dem wan tek mi papa", intent: "urgent" },
  { message: "my roommate jus got arrested by police at d fbc gate, dey took him 2 central. pls wat do we do", intent: "urgent" },
  { message: "Dɛn dɔn kɛr mi pikin go na polis stesin na Kailahun tide, dem nɔ gri gi am bel", intent: "urgent" },
  {
    message:
      "Dear Sir, I write in great haste. My grandson was arrested this morning at Lumley and is at present being held at the police station without any charge having been put to him. Please assist at once.",
    intent: "urgent",
  },
  {
    message:
      "the marine police they catch my father and his crew this morning at sea and bring them to the station they still there now nobody tell us anything",
    intent: "urgent",
  },
  {
    message:
      "Site security handed two of my Ghanaian technicians to the police in Magburaka an hour ago. They are in the cells now and nobody will tell us why.",
    intent: "urgent",
  },
  { message: "Police took my brother from the pharmacy just now. Didn't say why. How do we get him out??", intent: "urgent" },
  {
    message: "my dad was picked up by police in Bo last night and they STILL haven't let him go. we're in Canada and can't reach anyone there",
    intent: "urgent",
  },
  {
    message:
      "Hi, so I've been trying to sort out my parents' land in Wellington for months (long story, the caretaker sold off part of it without telling anyone and we've been going back and forth with the buyer). Anyway today my cousin went to the land to stop the builders and somebody called the police and they took him. He's been at the Wellington station all afternoon and they're saying he won't be released tonight. What can be done?",
    intent: "urgent",
  },
  {
    message: "Polis dɛn dɔn lɔk mi ɛn mi pipul dɛn we de bay kɔko na Segbwema, dɛn se wi nɔ gɛt laysens. Wi de insay naw, a de rayt wit mi fon",
    intent: "urgent",
  },
  { message: "bro got picked up by OSD at d protest yday, hes in pademba rd rn", intent: "urgent" },
  { message: "madam kɔl polis fɔ mi. dem de ya naw na do", intent: "urgent" },
  { message: "my brother is in the cell at the police post since Saturday they say they want money before they release him", intent: "urgent" },
  { message: "Please, urgent. My driver was detained at a checkpoint on the Makeni highway this morning and he is still being held there.", intent: "urgent" },
  {
    message: "My nephew has been remanded at Pademba Road since Monday pending a hearing which is adjourned again and again. His mother is distraught.",
    intent: "urgent",
  },
  { message: "Police holding my husband at CID Freetown since 11am. No lawyer allowed to see him.", intent: "urgent" },
  { message: "my son is lock up at congo cross polic staton pls cum quick", intent: "urgent" },
  { message: "Mi nyaha in broda, dem kech am yestade nayt, i stil de na di stesin", intent: "urgent" },
  { message: "smbdy help, cops jus arrestd my dad at home, dey r puttin him in d van NOW", intent: "urgent" },
  { message: "they take my uncle to the police station for the boat matter and they dont release him he sleeping there two nights now", intent: "urgent" },
  {
    message: "My mom is being held at the police station in Kenema over a dispute with her tenant. She's 67 and diabetic. Please can someone go there.",
    intent: "urgent",
  },
  {
    message: "Good afternoon. Police have just arrested our site manager at the Bumbuna road office. We need a lawyer to attend to him immediately.",
    intent: "urgent",
  },
  { message: "dem tek mi man go polis since mɔnde, dem nɔ lɛ am go", intent: "urgent" },
  {
    message:
      'I had intended to write to you regarding my late husband\'s estate, and the difficulties with his brother which I described in an earlier letter. However, events have overtaken me. This afternoon two officers came to the house and took my son away in handcuffs, saying only that he was "wanted". He is now at the Central Police Station. I implore you to help.',
    intent: "urgent",
  },
  { message: "dem dɔn kech mi bɔbɔ, i de na stesin naw", intent: "urgent" },
  { message: "Employee arrested in the shop, taken to Kissy police. Can a lawyer go now?", intent: "urgent" },
  { message: "bro still in custody after 3 days, no charge, no statement. wat do we do??", intent: "urgent" },
  { message: "polis de na mi get, dem se dem de kam fɔ mi", intent: "urgent" },
  {
    message: "my father he is on remand at the prison in Freetown three weeks now for the boat they say he steal and the court keep moving the date",
    intent: "urgent",
  },
  {
    message: "My wife has been detained at Lungi airport by immigration since this morning. They seized her passport and won't let her leave the office.",
    intent: "urgent",
  },
  { message: "Mi brɔda, di polis dɔn kɛr am go Kenema, dɛn se na in bin brok di stɔ. I stil de de", intent: "urgent" },
  {
    message:
      "Random question first—do you guys do wills? My grandma wants one. But actually way more pressing: my brother got arrested at a club in Aberdeen last night and he's still at the station this afternoon, my mom is freaking out",
    intent: "urgent",
  },
  { message: "mi sista de na polis sɛl naw, dem nɔ gi am it since yestade", intent: "urgent" },
  {
    message:
      "My housekeeper's son was taken into custody by the police at Kissy this morning and she is beside herself. He is only seventeen. Could someone attend the station?",
    intent: "urgent",
  },
  { message: "my cusin got arested last nite in makeni, stil dere, no1 tellin us nothin", intent: "urgent" },
  {
    message: "they arrest my friend at the wharf today for the fish money and they put him in the police pickup right now they going with him",
    intent: "urgent",
  },
  { message: "URGENT customs officers detained our driver with the truck at Gbalamuya border. He's still with them.", intent: "urgent" },
  { message: "A young engineer on my team has been held at Mile 91 police station since Friday. Can somebody go and see him today?", intent: "urgent" },
  { message: "Dɛn dɔn tay mi pikin man en put am na lɔkɔp, abeg kam ɛp", intent: "urgent" },

  // ── safety (25) ──
  { message: "mi madam in man de bit mi ebri nayt, a fred fɔ mi layf, a de ayd naw", intent: "safety" },
  { message: "i se if a tɔk i go kil mi. a de tayp kwik bifo dem si mi", intent: "safety" },
  { message: "di man na dis os de tray fɔ tɔch mi bɔdi bay fɔs, a nɔ no usay fɔ go", intent: "safety" },
  {
    message:
      "My sister in Kissy just messaged me that her husband is hitting her right now and she's locked herself in the bathroom. I'm in Toronto, what do I do?!",
    intent: "safety",
  },
  { message: "my neighbour is beating his wife again i can hear her screaming thru d wall", intent: "safety" },
  {
    message:
      "I write because my nephew has threatened to burn down my house unless I sign the property over to him. He came last night carrying a machete, and I am afraid to remain here alone.",
    intent: "safety",
  },
  { message: "Som bɔy dɛn frɔm di ɔda fambul se dem go kil mi if a go bak na di kpaa", intent: "safety" },
  { message: "my stepfather come home drunk and he take the cutlass and say he will kill my mother we are outside hiding behind the church", intent: "safety" },
  {
    message: "One of our local staff is receiving death threats from a group in her village over a compensation dispute. She is terrified to go home tonight.",
    intent: "safety",
  },
  { message: "Ex-husband keeps coming to the pharmacy. Yesterday he pushed me and said next time he'll finish me. I'm scared.", intent: "safety" },
  { message: "a lecturer is harassin me, says if i dont sleep wit him ill fail. today he touched me in his office", intent: "safety" },
  { message: "dem rep mi las nayt", intent: "safety" },
  {
    message:
      "My 14-year-old niece just told me on WhatsApp that a man in the compound has been abusing her. She lives with my parents in Makeni. Please, I don't know who to call.",
    intent: "safety",
  },
  { message: "the men from the other boat beat me and my brother on the beach and they say they coming back tonight with more people", intent: "safety" },
  { message: "Mi sista man de bit am ebri de. Tide i brok in an. I de wit mi naw bɔt i de kam fɔ am", intent: "safety" },
  { message: "I have been struck by my own son, who lives with me, and I am frightened he will return this evening.", intent: "safety" },
  {
    message:
      "I am being followed and threatened since I reported a safety violation at the plant. Last night someone left a note under my door saying I will die.",
    intent: "safety",
  },
  { message: "Someone outside my house with a knife banging the gate. Police not answering.", intent: "safety" },
  { message: "my gf's dad beats her n locks her in her room, she txtd me 4 help", intent: "safety" },
  { message: "a nɔ gɛt pɔsin fɔ tɔk to. i de bit mi wit bɛlt", intent: "safety" },
  { message: "HELP my husband is beating me", intent: "safety" },
  {
    message:
      "My mom is being threatened by the tenants in our house in Wellington. They told her they'll \"deal with her\" if she comes back to the property. She's 70 and lives alone.",
    intent: "safety",
  },
  {
    message: "my small sister she is twelve and one man in the area always following her and yesterday he pull her inside his house she run out crying",
    intent: "safety",
  },
  {
    message: "My housemaid has told me that her previous employer's son raped her repeatedly. He has been calling her since and she is terrified.",
    intent: "safety",
  },
  { message: "Dɛn de tret mi wit kɔtlas bikɔs ɔf di lan, a nɔ de slip na mi os igen", intent: "safety" },

  // ── legal-question (32) ──
  { message: "can my landlord increase rent by 50% in d middle of d year?", intent: "legal-question" },
  { message: "if a lef di wok, dem fɔ pe mi di mɔni we dem ɔw mi?", intent: "legal-question" },
  { message: "Would a handwritten will, signed but not witnessed, be considered valid under Sierra Leonean law?", intent: "legal-question" },
  { message: "As a Ghanaian national, am I allowed to own land freehold in Sierra Leone, or only leasehold?", intent: "legal-question" },
  { message: "Is it legal for the bank to freeze my account without notice?", intent: "legal-question" },
  { message: "if the trawler destroy our nets the ship company have to pay us or no", intent: "legal-question" },
  { message: "If my dad dies without a will, do his kids from his first marriage get an equal share with my stepmother?", intent: "legal-question" },
  { message: "If wi sɛl di fambul lan witout di chif in signechɔ, di sel go stand?", intent: "legal-question" },
  { message: "how many yrs in prison 4 possession of weed in SL?", intent: "legal-question" },
  { message: "if a lɛf mi man, a go gɛt di pikin dɛm?", intent: "legal-question" },
  { message: "Am I obliged to pay any tax on property left to me by my late husband?", intent: "legal-question" },
  { message: "Do I have a case for wrongful dismissal if they fired me by WhatsApp message?", intent: "legal-question" },
  { message: "Can I be personally liable for the company's debts as director?", intent: "legal-question" },
  { message: "Does a power of attorney signed in Canada work in Sierra Leone, or does it need to be notarized there too?", intent: "legal-question" },
  { message: "the police they can search my house without paper from the court", intent: "legal-question" },
  { message: "is it legal 4 my employer not 2 pay me 4 public holidays", intent: "legal-question" },
  { message: "Wan man we sign fɔ bay mi kɔko nɔ pe. If a kɔt am, a go win?", intent: "legal-question" },
  { message: "Should I sign the settlement agreement HR gave me? It says I waive all claims against the company.", intent: "legal-question" },
  { message: "What might the court award by way of maintenance to a wife of thirty years' standing?", intent: "legal-question" },
  { message: "Can my ex take the kids out of the country without my consent?", intent: "legal-question" },
  { message: "madam kin dɔk mi pe fɔ ɛnitin we brok. i lɛgal?", intent: "legal-question" },
  { message: "if i get arrested do i hv 2 talk 2 d police without a lawyer", intent: "legal-question" },
  { message: "Can the government take my parents' land for a road without paying compensation?", intent: "legal-question" },
  { message: "if my father die the boat go to my mother or to his brothers by the law", intent: "legal-question" },
  { message: "What is the penalty for a company operating without an EPA licence?", intent: "legal-question" },
  { message: "Wetin di lɔ se if a wan sɛl mi pat pan di fambul kɔko fam bɔt mi brɔda dɛm nɔ gri?", intent: "legal-question" },
  { message: "Is a customary marriage recognised for the purposes of a widow's pension from NASSIT?", intent: "legal-question" },
  { message: "Will we win if the supplier contract was never signed, only agreed by email?", intent: "legal-question" },
  { message: "How much notice does a landlord have to give to end a tenancy in Freetown?", intent: "legal-question" },
  { message: "can d university expel me 4 a fb post criticizing d VC??", intent: "legal-question" },
  { message: "if a gɛt bɛlɛ, madam kin sak mi? na lɔ dat?", intent: "legal-question" },
  { message: "Can I be deported if my work permit expires while my case against the employer is still pending?", intent: "legal-question" },

  // ── knowledge:Fees (6) ──
  { message: "hw much 4 a consultation?", intent: "knowledge:Fees" },
  { message: "a nɔ gɛt mɔni. una de ɛp pipul fri?", intent: "knowledge:Fees" },
  { message: "Kindly inform me of your consultation fee, and whether payment by instalments may be arranged.", intent: "knowledge:Fees" },
  { message: "Ɔmɔs una de chaj fɔ lan kes?", intent: "knowledge:Fees", also: ["area:land"] },
  { message: "Can I pay your fees from Canada by bank transfer or Wise?", intent: "knowledge:Fees" },
  { message: "Do you offer legal aid or reduced rates for junior workers who cannot afford full fees?", intent: "knowledge:Fees" },

  // ── knowledge:Languages spoken (6) ──
  { message: "Una lɔya dɛn de tɔk Mɛnde?", intent: "knowledge:Languages spoken" },
  { message: "Does anyone in the office speak Twi? If not, English is fine.", intent: "knowledge:Languages spoken" },
  { message: "Parlez-vous français? My mother only speaks French and Arabic.", intent: "knowledge:Languages spoken" },
  { message: "My housekeeper speaks only Temne. Will an interpreter be available should she accompany me?", intent: "knowledge:Languages spoken" },
  { message: "can i talk krio with the lawyer my english not too good", intent: "knowledge:Languages spoken" },
  {
    message: "My parents are much more comfortable in Limba. Do you have anyone who speaks it, or can you arrange an interpreter?",
    intent: "knowledge:Languages spoken",
  },

  // ── knowledge:Parking (6) ──
  { message: "Is there parking at your office? I'll be driving down from Makeni in a Land Cruiser.", intent: "knowledge:Parking" },
  { message: "where to park near Siaka Stevens St? always full", intent: "knowledge:Parking" },
  { message: "My driver will bring me. Is there somewhere he may leave the car while I am with you?", intent: "knowledge:Parking" },
  { message: "My uncle is driving my parents to the appointment — is there any parking near you?", intent: "knowledge:Parking" },
  { message: "u guys hv parkin space?", intent: "knowledge:Parking" },
  { message: "Usay a go pak mi motoka if a kam?", intent: "knowledge:Parking" },

  // ── knowledge:What to bring (6) ──
  { message: "wetin a fɔ briŋ wen a kam?", intent: "knowledge:What to bring" },
  { message: "Which documents ought I to bring to the first consultation?", intent: "knowledge:What to bring" },
  { message: "Should I bring my contract and payslips to the meeting?", intent: "knowledge:What to bring" },
  {
    message: "What papers do my parents need to bring for the meeting? They have the conveyance and the survey plan, is that enough?",
    intent: "knowledge:What to bring",
  },
  { message: "do i need 2 bring ID n stuff 2 d meetin", intent: "knowledge:What to bring" },
  { message: "what paper i must carry when i come to see the lawyer", intent: "knowledge:What to bring" },

  // ── booking (24) ──
  { message: "I should like to make an appointment with one of your senior counsel, if possible on Tuesday next.", intent: "booking" },
  { message: "can i bk a consult 4 tmrw aftn?", intent: "booking" },
  { message: "a wan si lɔya. mi de ɔf na Tɔsde", intent: "booking" },
  { message: "A de kam Fritɔŋ nɛks Mɔnde, a wan mit wan lɔya", intent: "booking" },
  { message: "I would like to schedule a consultation for Friday morning regarding an employment matter.", intent: "booking" },
  { message: "Need an appointment this week. Any lawyer. After 2pm.", intent: "booking" },
  { message: "Is it possible to book a video consultation? I'm in Toronto so mornings your time work best for me.", intent: "booking" },
  { message: "i want to come and see a lawyer on wednesday to talk about my father boat", intent: "booking" },
  { message: "Please reserve a time for me to consult a lawyer. I am available on any weekday morning.", intent: "booking" },
  { message: "how do i make an appointment", intent: "booking" },
  { message: "plis put mi nem fɔ mit lɔya", intent: "booking" },
  { message: "Can I meet a lawyer on Thursday at 3pm? That is the only day I come to Freetown this month.", intent: "booking" },
  { message: "Book me in with someone re company registration. Tuesday ok.", intent: "booking" },
  { message: "Could my parents come in to speak with someone next week? My mom can do any day except Wednesday.", intent: "booking" },
  { message: "A wan tɔk to lɔya bifo a go bak Kailahun, Fraide", intent: "booking" },
  { message: "please give me time to meet the lawyer tomorrow morning early before i go to sea", intent: "booking" },
  { message: "Might I call upon one of your lawyers on Monday the 14th, at about eleven?", intent: "booking" },
  { message: "I need a consultation. What is the earliest slot you have?", intent: "booking" },
  { message: "wan 2 talk 2 a lawyer face 2 face, wen is sm1 free", intent: "booking" },
  { message: "Can your lawyer come to my pharmacy for the meeting instead? Thursday.", intent: "booking" },
  { message: "a go kam tumara fɔ si una. a wan appointment", intent: "booking" },
  {
    message: "I'd like to set up a call with a lawyer about my parents' house, ideally early evening your time. And what documents should we have ready?",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  { message: "Abeg fiks mi tɛm fɔ si lɔya", intent: "booking" },
  { message: "me and my mother want to come see the lawyer together which day is okay for you", intent: "booking" },

  // ── hours (16) ──
  { message: "r u open 2day", intent: "hours" },
  { message: "una de opin Satide?", intent: "hours" },
  { message: "Would you kindly advise me of your office hours?", intent: "hours" },
  { message: "What time do you close on Fridays?", intent: "hours" },
  { message: "Open at lunchtime?", intent: "hours" },
  { message: "What are your hours in Freetown time? I'm 4 hours behind in Toronto.", intent: "hours" },
  { message: "what time you people open in the morning", intent: "hours" },
  { message: "una de opin sɔnde? na mi ɔnli de ɔf", intent: "hours" },
  { message: "Wetin tɛm una de lɔk di ɔfis?", intent: "hours" },
  { message: "wat tym u close", intent: "hours" },
  { message: "Are you open on public holidays, e.g. Independence Day?", intent: "hours" },
  { message: "Is the office open this afternoon?", intent: "hours" },
  { message: "hours?", intent: "hours" },
  { message: "Are you guys open right now?", intent: "hours" },
  { message: "you open on saturday morning", intent: "hours" },
  { message: "Una de opin tide? En usay di ɔfis de?", intent: "hours", also: ["address"] },

  // ── team (12) ──
  { message: "who r d lawyers there", intent: "team" },
  { message: "Could you kindly furnish me with the names of the advocates in your chambers?", intent: "team" },
  { message: "How many lawyers does the firm have and what are their specialties?", intent: "team" },
  { message: "list of your attorneys pls", intent: "team" },
  { message: "Who's on your team? Is there anyone who focuses on property for diaspora clients?", intent: "team" },
  { message: "Udat na di lɔya dɛn we de wok de?", intent: "team" },
  { message: "who the lawyers working there", intent: "team" },
  { message: "una gɛt wɔman lɔya?", intent: "team" },
  { message: "Do you have a lawyer who handles employment matters? What is the name?", intent: "team" },
  { message: "Is there a senior partner? I much prefer to deal with someone of experience.", intent: "team" },
  { message: "any young lawyers on ur team?", intent: "team" },
  { message: "Can you tell me a bit about the lawyers at Kamara Chambers?", intent: "team" },

  // ── services (12) ──
  { message: "wat kind of cases do u do", intent: "services" },
  { message: "Would you be so kind as to outline the areas of law in which your firm practises?", intent: "services" },
  { message: "What services do you offer to companies?", intent: "services" },
  { message: "What does your firm actually do?", intent: "services" },
  { message: "Wetin una de du na dis ɔfis?", intent: "services" },
  { message: "what kind of work the lawyers do there", intent: "services" },
  { message: "una de ɛp wit ɔl kayn kes?", intent: "services" },
  { message: "Do you handle matters for people living abroad or only local stuff? What areas do you cover?", intent: "services" },
  { message: "u do all types of law?", intent: "services" },
  { message: "Practice areas?", intent: "services" },
  { message: "Which areas do you cover", intent: "services" },
  { message: "Does your firm undertake matters other than litigation?", intent: "services" },

  // ── greeting (9) ──
  { message: "Kushe", intent: "greeting" },
  { message: "Bua o", intent: "greeting" },
  { message: "Good morning", intent: "greeting" },
  { message: "hi", intent: "greeting" },
  { message: "Hello there!", intent: "greeting" },
  { message: "gud evening", intent: "greeting" },
  { message: "kushe o, aw di bɔdi", intent: "greeting" },
  { message: "Hello, good afternoon.", intent: "greeting" },
  { message: "hey", intent: "greeting" },

  // ── thanks (8) ──
  { message: "tɛnki", intent: "thanks" },
  { message: "Bi sie", intent: "thanks" },
  { message: "thank you very much", intent: "thanks" },
  { message: "Thanks so much, that's really helpful!", intent: "thanks" },
  { message: "tnx", intent: "thanks" },
  { message: "Gɔd blɛs una", intent: "thanks" },
  { message: "Thank you kindly.", intent: "thanks" },
  { message: "ok tɛnki ya", intent: "thanks" },

  // ── goodbye (7) ──
  { message: "bye", intent: "goodbye" },
  { message: "Thanks, bye for now!", intent: "goodbye" },
  { message: "a de go naw, tɛnki", intent: "goodbye" },
  { message: "Good day to you.", intent: "goodbye" },
  { message: "ok c u", intent: "goodbye" },
  { message: "bye bye", intent: "goodbye" },
  { message: "Bi sie, wi go tɔk bak", intent: "goodbye" },

  // ── phone (8) ──
  { message: "wats ur phone number", intent: "phone" },
  { message: "Una nɔmba?", intent: "phone" },
  { message: "Can I call you?", intent: "phone" },
  { message: "Please provide a telephone number.", intent: "phone" },
  { message: "whatsapp number?", intent: "phone" },
  { message: "Can I phone you from Canada? What's the number with the country code?", intent: "phone" },
  { message: "nɔmba fɔ kɔl", intent: "phone" },
  { message: "i want to call the office what number", intent: "phone" },

  // ── contact (8) ──
  { message: "how do I contact you", intent: "contact" },
  { message: "Aw a go rich una?", intent: "contact" },
  { message: "Best way to reach the firm from abroad?", intent: "contact" },
  { message: "How may I get in touch with the firm?", intent: "contact" },
  { message: "how 2 reach u guys", intent: "contact" },
  { message: "how can i get the lawyers", intent: "contact" },
  { message: "Contact details pls", intent: "contact" },
  { message: "I want to get in touch with your office.", intent: "contact" },

  // ── email (7) ──
  { message: "email address?", intent: "email" },
  { message: "Wetin na una imel?", intent: "email" },
  { message: "What email should I send documents to?", intent: "email" },
  { message: "Kindly provide your electronic mail address.", intent: "email" },
  { message: "can i email u", intent: "email" },
  { message: "email pls", intent: "email" },
  { message: "Whats the email for consultations", intent: "email" },

  // ── address (7) ──
  { message: "where is ur office", intent: "address" },
  { message: "Usay una ɔfis de?", intent: "address" },
  { message: "How do I get to your office from Lumley by keke?", intent: "address" },
  { message: "I should be obliged for the precise address of your chambers.", intent: "address" },
  { message: "which street", intent: "address" },
  { message: "Directions from the Cotton Tree please", intent: "address" },
  { message: "where you people located", intent: "address" },

  // ── unknown (6) ──
  { message: "?", intent: "unknown" },
  { message: "hmm", intent: "unknown" },
  { message: "I have a question", intent: "unknown" },
  { message: "jjjkk", intent: "unknown" },
  { message: "wait", intent: "unknown" },
  { message: "abeg", intent: "unknown" },

  // ── attorney:* (4) ──
  { message: "Is Ibrahim Jalloh still at your firm?", intent: "attorney:Ibrahim Jalloh" },
  { message: "Tell me about Hawa Turay", intent: "attorney:Hawa Turay" },
  { message: "Wetin Christiana Thomas de du?", intent: "attorney:Christiana Thomas" },
  { message: "Does Isatu Bangura handle ship cases? I heard about her from a friend at the port.", intent: "attorney:Isatu Bangura" },

  // ── off-topic (40) ──
  { message: "write me a short story about a judge who falls in love with the woman he sentenced", intent: "off-topic" },
  { message: "wetin na di prays fɔ bag rɛs na Bo naw", intent: "off-topic" },
  { message: "how much is a town lot in Tokeh going for these days", intent: "off-topic" },
  { message: "where to buy court shoes in freetown for my sister wedding", intent: "off-topic" },
  { message: "is it going to rain in Goderich tomorrow we want to go fishing early", intent: "off-topic" },
  { message: "Who won the Leone Stars match yesterday?", intent: "off-topic" },
  { message: "Help me write a speech for my granddaughter's wedding reception.", intent: "off-topic" },
  { message: "jollof rice recipe with smoked fish pls", intent: "off-topic" },
  { message: "Recipe for cassava leaf stew please, the Temne way", intent: "off-topic" },
  { message: "write a poem about the ocean and the big ships coming to the port", intent: "off-topic" },
  { message: "What's the exchange rate from cedi to leone today?", intent: "off-topic" },
  { message: "my whatsapp not sending pictures how to fix", intent: "off-topic" },
  { message: "essay on the role of the judiciary in a democracy, 500 words, 4 my GS course, due 2moro", intent: "off-topic" },
  { message: "explain d law of demand n supply in economics simply", intent: "off-topic" },
  { message: "wat time d ferry leave 4 lungi", intent: "off-topic" },
  { message: "who was sierra leone's first prime minister", intent: "off-topic" },
  { message: "Tell me a joke about lawyers", intent: "off-topic" },
  { message: "How many bags of cement do I need for a 3-bedroom house?", intent: "off-topic" },
  { message: "Best bars in Aberdeen for a Friday night?", intent: "off-topic" },
  { message: "How do I renew my Ghana passport while living in Freetown?", intent: "off-topic" },
  { message: "Wetin na di prays fɔ kɔko pan kilo na Kenema dis wik?", intent: "off-topic" },
  { message: 'Translate "contract" and "invoice" into French', intent: "off-topic" },
  { message: "Write a cover letter for a pharmacy assistant job.", intent: "off-topic" },
  { message: "How much does it cost to ship a barrel from Toronto to Freetown these days?", intent: "off-topic" },
  { message: "newton's third law explain with example", intent: "off-topic" },
  { message: "Who is the best footballer in the Premier League right now?", intent: "off-topic" },
  { message: "how to make ginger beer at home", intent: "off-topic" },
  { message: "Is the Magburaka to Bumbuna road tarred all the way now?", intent: "off-topic" },
  { message: "Recommend a nice hotel near Lumley beach for my parents' anniversary", intent: "off-topic" },
  { message: "how do i calculate the area of a plot in square feet, its for maths homework", intent: "off-topic" },
  { message: "wetin a fɔ kuk fɔ madam in pikin bɔtde", intent: "off-topic" },
  { message: "Give me a Mende proverb about patience", intent: "off-topic" },
  { message: "how to charge my phone faster", intent: "off-topic" },
  { message: "what time is low tide at Goderich today", intent: "off-topic" },
  { message: "can you draw me a logo for my fish business", intent: "off-topic" },
  { message: "Please suggest a suitable Bible passage for my late husband's memorial programme.", intent: "off-topic" },
  { message: "which phone better, tecno or infinix", intent: "off-topic" },
  { message: "Tell me the history of the Cotton Tree in Freetown", intent: "off-topic" },
  { message: "what is the fuel pump price today", intent: "off-topic" },
  { message: "summarise To Kill a Mockingbird 4 my WAEC literature, esp d trial part", intent: "off-topic" },
];
